// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../src/app/route-table.ts';
import { prerenderBootScript, prerenderedRoutes, renderPage } from '../src/prerender.tsx';
import { scriptHash } from './prerender-pages.ts';

describe('build-time rendering of the pages a visitor opens first (ADR 016)', () => {
  it('renders each route marked `prerender`, and only public ones without parameters', () => {
    expect(prerenderedRoutes.map((route) => route.path)).toEqual([
      '/login',
      '/register',
      '/home',
      '/map',
      '/workshops',
      '/aja-workshops',
      '/oncommence',
      // The legal pages (ADR 022).
      '/charte-de-confidentialite',
      '/mentions-legales',
      '/cookies',
      '/conditions-de-vente',
      '/conditions-d-utilisation',
    ]);
    for (const route of appRoutes.filter((candidate) => candidate.prerender)) {
      expect(['all', 'isNotAuth'], route.path).toContain(route.access);
      expect(route.path, route.path).not.toContain(':');
    }
  });

  it('P1-LOGIN-02 P1-LOGIN-03 draws /login as a visitor sees it, with its styles and the boot script', async () => {
    const page = await renderPage('/login');
    expect(page.title).toMatch(/^Connexion · /);
    expect(page.root.match(/<h1\b/g)).toHaveLength(1);
    expect(page.root).toContain('>Connexion</h1>');
    expect(page.root).toContain('name="email"');
    expect(page.root).toContain('type="password"');
    // Sent by the browser alone (no app yet), the password goes in a body, not the URL.
    const form = /<form[^>]*>/.exec(page.root)?.[0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/login"');
    expect(page.root).toContain('>Se connecter</button>');
    expect(page.root).not.toContain('<style');
    expect(page.head.startsWith(`<script>${prerenderBootScript}</script>`)).toBe(true);
    // Styles already in <head>, for emotion to adopt rather than move (data-s).
    expect(page.head).toMatch(/<style data-s="" data-emotion="css [^"]+">[^<]*\.css-[a-z0-9]+\{/);
  });

  it('P1-HOME-01 draws each page once, with one h1 and the visitor view', async () => {
    for (const route of prerenderedRoutes) {
      const page = await renderPage(route.path);
      expect(page.root.match(/<h1\b/g), route.path).toHaveLength(1);
      expect(page.root, route.path).toContain('Se connecter');
      // Whole: no part left for an inline script (which the CSP blocks) to fill in later.
      expect(page.root, route.path).not.toMatch(/<script|<template|<!--\$[!?]-->/);
    }
    expect((await renderPage('/home')).root).toContain('Bienvenue');
    // A dozen pages drawn in a row: room for a busy machine.
  }, 30_000);

  it('gives the CSP source that allows the boot script', () => {
    expect(scriptHash('a')).toBe("'sha256-ypeBEsobvcr6wjGzmiPcTaeG7/gUfE5yuYB3ha/uSLs='");
  });
});
