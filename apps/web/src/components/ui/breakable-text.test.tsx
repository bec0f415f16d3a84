import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BreakableText } from './breakable-text.tsx';

describe('BreakableText', () => {
  it('lets an e-mail break after « @ » and « . » only, its text unchanged', () => {
    const { container } = render(
      <p>
        <BreakableText text="reprise.phone@exemple.fr" />
      </p>,
    );
    expect(container.textContent).toBe('reprise.phone@exemple.fr');
    expect(container.querySelectorAll('wbr')).toHaveLength(3);
  });

  it('leaves a sentence-ending dot and plain words alone', () => {
    const { container } = render(
      <p>
        <BreakableText text="Fin." />
      </p>,
    );
    expect(container.querySelectorAll('wbr')).toHaveLength(0);
  });
});
