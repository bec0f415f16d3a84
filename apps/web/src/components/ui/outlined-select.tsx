import type { InputBaseComponentProps } from '@mui/material/InputBase';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ChangeEvent, ElementType, ReactNode, Ref, SelectHTMLAttributes } from 'react';

type OutlinedSelectProps = {
  /** The label drawn in the outline's notch (the InputLabel beside it names the field). */
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLSelectElement>;
  /** The `<select>`'s own attributes: id, name, aria-describedby, aria-invalid, required. */
  selectProps?: SelectHTMLAttributes<HTMLSelectElement>;
  /** The `<option>`s. */
  children: ReactNode;
};

/** The list's arrow, as MUI's native select draws it; the browser's own is removed. */
const arrow = (
  <svg
    viewBox="0 0 24 24"
    focusable="false"
    aria-hidden="true"
    style={{
      position: 'absolute',
      right: 7,
      top: 'calc(50% - 0.5em)',
      width: '1em',
      height: '1em',
      fontSize: '1.5rem',
      pointerEvents: 'none',
    }}
  >
    <path fill="currentColor" d="M7 10l5 5 5-5z" />
  </svg>
);

/**
 * The browser's own `<select>` in MUI's outlined frame: keyboard and screen readers get the
 * native list. MUI's NativeSelect would do the same but brings its standard Input with it
 * (about 1.7 KB on every screen with a choice list).
 */
export function OutlinedSelect({
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  selectProps,
  children,
}: OutlinedSelectProps) {
  return (
    <OutlinedInput
      label={label}
      notched
      // MUI types its input as an <input>; a <select> takes the same value, change and ref.
      inputComponent={'select' as unknown as ElementType<InputBaseComponentProps>}
      value={value}
      onChange={onChange as unknown as (event: ChangeEvent<HTMLInputElement>) => void}
      onBlur={onBlur}
      inputRef={inputRef}
      inputProps={{ ...selectProps, children } as unknown as InputBaseComponentProps}
      endAdornment={arrow}
      sx={{
        '& > svg': { color: 'action.active' },
        '& select': { appearance: 'none', cursor: 'pointer', userSelect: 'none', pr: '32px !important' },
        '& option': { bgcolor: 'background.paper' },
      }}
    />
  );
}
