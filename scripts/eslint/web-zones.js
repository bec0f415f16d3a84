// The web app's one-way zones (bulletproof-react): app/ composes features/, features/ use
// components/ and lib/, and nothing imports upwards. A file in components/ or lib/ never imports
// from features/ or app/; a file in features/ never imports from app/. (That features do not
// import each other is boundaries/imports' rule.) Files elsewhere (test/, main.tsx) are free, and
// so are tests: a screen's test may render it inside the whole app (providers, router).
import path from 'node:path';

const webSource = /[/\\]apps[/\\]web[/\\]src[/\\]([^/\\]+)[/\\]/;

const allowed = {
  app: ['app', 'features', 'components', 'lib'],
  features: ['features', 'components', 'lib'],
  components: ['components', 'lib'],
  lib: ['components', 'lib'],
};

function zoneOf(file) {
  const zone = webSource.exec(file)?.[1];
  return zone && zone in allowed ? zone : null;
}

function check(context, node) {
  const source = node.source?.value;
  if (typeof source !== 'string' || !source.startsWith('.')) return;
  const zone = zoneOf(context.filename);
  if (!zone || /\.test\.tsx?$/.test(context.filename)) return;
  const targetZone = zoneOf(path.resolve(path.dirname(context.filename), source));
  if (!targetZone || allowed[zone].includes(targetZone)) return;
  context.report({ node: node.source, messageId: 'upwards', data: { zone, target: targetZone } });
}

export const webZones = {
  rules: {
    imports: {
      meta: {
        type: 'problem',
        messages: {
          upwards:
            'A file in {{zone}}/ does not import from {{target}}/: imports go app → features → components, lib. Move the shared piece down into components/ or lib/.',
        },
        schema: [],
      },
      create(context) {
        return {
          ImportDeclaration: (node) => check(context, node),
          ExportNamedDeclaration: (node) => check(context, node),
          ExportAllDeclaration: (node) => check(context, node),
          ImportExpression: (node) => check(context, node),
        };
      },
    },
  },
};
