import type { Db } from '../db/client.ts';
import type { Storage } from '../lib/storage/storage.ts';
import { attachments, supports, type NewAttachment } from '../db/schema/index.ts';
import { storedZip, storeFile, type StoredFile } from './files.ts';
import { renderPdf } from './pdf.ts';
import { sequenceThemes, type SequenceTheme } from './support-content.ts';

type Programme = 'classique' | 'aja';

function booklet(theme: SequenceTheme, sequence: number, programme: Programme, date: Date) {
  const young = programme === 'aja';
  return renderPdf({
    title: `Livret d'activités – Séance ${sequence}`,
    subtitle: `${young ? 'Parcours AJA' : 'Atelier de remédiation cognitive'} · ${theme.title}`,
    date,
    sections: [
      { heading: young ? 'Ce que tu vas travailler' : "L'objectif de la séance", paragraphs: [theme.goal] },
      {
        heading: young ? 'À toi de jouer' : 'Exercices',
        paragraphs: theme.exercises.map((exercise, index) => `${index + 1}. ${exercise}`),
      },
      {
        heading: 'Entre deux séances',
        paragraphs: [
          young
            ? 'Garde ce livret sous la main et note ce qui a marché pour toi. Pas de pression : on en reparle à la prochaine séance.'
            : "Prenez quelques minutes chaque jour pour refaire l'un des exercices. Notez vos difficultés et vos réussites : nous en parlerons ensemble la semaine prochaine.",
        ],
      },
    ],
  });
}

function guide(theme: SequenceTheme, sequence: number, programme: Programme, date: Date) {
  return renderPdf({
    title: `Guide de l'animateur – Séance ${sequence}`,
    subtitle: `${programme === 'aja' ? 'Parcours AJA (18-30 ans)' : 'Programme classique'} · ${theme.title}`,
    date,
    sections: [
      { heading: 'Objectif', paragraphs: [theme.goal] },
      {
        heading: 'Déroulé conseillé',
        paragraphs: [
          "Accueil et tour de table (10 min) : comment s'est passée la semaine, retour sur l'exercice à la maison.",
          `Apport théorique (15 min) : présenter « ${theme.title.toLowerCase()} » avec des exemples de la vie quotidienne.`,
          'Exercices en groupe (40 min) : ' + theme.exercises.slice(0, 2).join(' '),
          "Stratégies et clôture (15 min) : chacun choisit une stratégie à essayer ; remettre le livret d'activités.",
        ],
      },
      {
        heading: 'Points de vigilance',
        paragraphs: [
          'Adapter le rythme à la fatigue du groupe, proposer une pause au milieu de la séance et valoriser chaque progrès, même modeste.',
        ],
      },
    ],
  });
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The slides: an index.html the pro opens in a new window (arrow keys to move). */
function slides(theme: SequenceTheme, sequence: number): Buffer {
  const pages = [
    `<h1>Séance ${sequence}</h1><h2>${escapeHtml(theme.title)}</h2>`,
    `<h2>Objectif</h2><p>${escapeHtml(theme.goal)}</p>`,
    ...theme.exercises.map((exercise, index) => `<h2>Exercice ${index + 1}</h2><p>${escapeHtml(exercise)}</p>`),
  ];
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Séance ${sequence} – ${escapeHtml(theme.title)}</title>
<link rel="stylesheet" href="style.css"></head><body>
${pages.map((page, index) => `<section${index === 0 ? ' class="current"' : ''}>${page}</section>`).join('\n')}
<script>
const slides = [...document.querySelectorAll('section')];
let current = 0;
const show = (next) => {
  slides[current].classList.remove('current');
  current = Math.max(0, Math.min(slides.length - 1, next));
  slides[current].classList.add('current');
};
document.addEventListener('keydown', (event) => {
  if (event.key === 'ArrowRight' || event.key === ' ') show(current + 1);
  if (event.key === 'ArrowLeft') show(current - 1);
});
document.addEventListener('click', () => show(current + 1));
</script></body></html>
`;
  const css = `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#1f3a5f;color:#fff}
section{display:none;height:100vh;box-sizing:border-box;padding:10vh 10vw}
section.current{display:block}
h1{font-size:4em;margin:0 0 .3em}h2{font-size:2.4em}p{font-size:1.8em;line-height:1.4}
`;
  return storedZip([
    { name: 'index.html', data: Buffer.from(html, 'utf8') },
    { name: 'style.css', data: Buffer.from(css, 'utf8') },
  ]);
}

type SupportPlan = { programme: Programme; sequence: number; shared: boolean; withSlides: boolean };

/** Every sequence of both programmes has its booklet and its guide; slides exist for some. */
function plans(): SupportPlan[] {
  const all: SupportPlan[] = [];
  for (let sequence = 1; sequence <= sequenceThemes.length; sequence++) {
    // Sequences 13-15 are not yet shared with licence pros; the AJA slides stop at 5 for now.
    all.push({ programme: 'classique', sequence, shared: sequence <= 12, withSlides: true });
    all.push({ programme: 'aja', sequence, shared: false, withSlides: sequence <= 5 });
  }
  return all;
}

export async function seedSupports(db: Db, context: { storage: Storage; now: Date }): Promise<void> {
  const { storage, now } = context;
  const supportPlans = plans();
  const rows = await db
    .insert(supports)
    .values(
      supportPlans.map((plan) => ({
        sequence: plan.sequence,
        supportType: plan.programme,
        sharedWithLicencePros: plan.shared,
      })),
    )
    .returning({ id: supports.id });

  const files = await Promise.all(
    supportPlans.map(async (plan, index) => {
      const theme = sequenceThemes[plan.sequence - 1];
      const supportId = rows[index]?.id;
      if (!theme || supportId === undefined) throw new Error('support not created');
      const number = String(plan.sequence).padStart(2, '0');
      const folder = `supports/${plan.programme}/sequence-${number}`;
      const stored: { role: NewAttachment['role']; file: StoredFile }[] = [
        {
          role: 'user_attachment',
          file: await storeFile(
            storage,
            `${folder}/livret.pdf`,
            await booklet(theme, plan.sequence, plan.programme, now),
            {
              name: `livret-seance-${number}.pdf`,
              mime: 'application/pdf',
            },
          ),
        },
      ];
      stored.push({
        role: 'guide_attachment',
        file: await storeFile(storage, `${folder}/guide.pdf`, await guide(theme, plan.sequence, plan.programme, now), {
          name: `guide-animateur-seance-${number}.pdf`,
          mime: 'application/pdf',
        }),
      });
      if (plan.withSlides) {
        stored.push({
          role: 'pro_attachment',
          file: await storeFile(storage, `${folder}/diaporama.zip`, slides(theme, plan.sequence), {
            name: `diaporama-seance-${number}.zip`,
            mime: 'application/zip',
          }),
        });
      }
      return stored.map(({ role, file }) => ({
        ...file,
        role,
        attachableType: 'support' as const,
        attachableId: supportId,
      }));
    }),
  );
  await db.insert(attachments).values(files.flat());
}
