import { Fragment } from 'react';

/**
 * Text whose long words may break after « @ » and « . », as an e-mail or a domain reads best
 * when cut there, rather than anywhere (a narrow table cell on a phone).
 */
export function BreakableText({ text }: { text: string }) {
  const parts = text.replace(/([@.])(?=\S)/g, '$1\u0000').split('\u0000');
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
