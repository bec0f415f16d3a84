import type { MailMessage } from '../../lib/mailer.ts';

type LinkMail = { to: string; firstname: string; link: string };

const greeting = (firstname: string) => (firstname.trim() ? `Bonjour ${firstname.trim()},` : 'Bonjour,');

export function passwordResetMail({ to, firstname, link }: LinkMail): MailMessage {
  return {
    to,
    subject: 'Réinitialisation de votre mot de passe',
    text: [
      greeting(firstname),
      '',
      'Vous avez demandé à réinitialiser le mot de passe de votre compte.',
      'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable 60 minutes, une seule fois) :',
      '',
      link,
      '',
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe ne change pas.',
      '',
      'L’équipe de l’association',
    ].join('\n'),
  };
}

export function invitationMail({ to, firstname, link }: LinkMail): MailMessage {
  return {
    to,
    subject: 'Finalisez votre inscription',
    text: [
      greeting(firstname),
      '',
      'Un compte a été créé pour vous sur la plateforme de l’association.',
      'Pour le finaliser, choisissez votre mot de passe en ouvrant ce lien (valable 7 jours) :',
      '',
      link,
      '',
      'Si vous n’attendiez pas ce message, vous pouvez l’ignorer.',
      '',
      'L’équipe de l’association',
    ].join('\n'),
  };
}
