// Picking on another page and coming back: an answer reaches only the screen that asked, once, and survives a
// reload (it lives in storage); a picker opened on its own hands nothing but remembers its latest choice.
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { answerFor, answerOf, askerOf, askFor, choiceOf, COME_BACK_MS, takeAnswer, useComeBack } from './come-back';

const isText = (v: unknown): v is string => typeof v === 'string';
const T0 = 1_763_700_000_000;

afterEach(() => localStorage.clear());

describe('come back from a picker', () => {
  it('hands the answer to the screen that asked, once; another screen gets nothing', () => {
    askFor('address', 'checkout-1', 'A1', T0);
    expect(askerOf('address', T0)).toBe('checkout-1');
    // The picker shows the asker's choice so far.
    expect(choiceOf('address', isText, T0)).toBe('A1');
    expect(answerFor('address', 'A2', T0 + 1000)).toBe(true);
    // Answered: nobody waits any more, and a second tap before the asker shows again changes nothing.
    expect(askerOf('address', T0 + 1000)).toBeNull();
    expect(answerFor('address', 'A9', T0 + 1100)).toBe(false);
    expect(takeAnswer('address', 'checkout-2', isText, T0 + 2000)).toBeNull();
    expect(answerOf('address', 'checkout-1', isText, T0 + 2000)).toBe('A2');
    expect(takeAnswer('address', 'checkout-1', isText, T0 + 2000)).toBe('A2');
    expect(takeAnswer('address', 'checkout-1', isText, T0 + 2000)).toBeNull();
    // Taken, it is still the picker's latest choice.
    expect(choiceOf('address', isText, T0 + 2000)).toBe('A2');
  });

  it('a picker opened without an ask hands nothing, yet shows what was picked there last; pickers do not mix', () => {
    expect(answerFor('address', 'A3', T0)).toBe(false);
    expect(choiceOf('address', isText, T0)).toBe('A3');
    expect(takeAnswer('address', '', isText, T0)).toBeNull();
    askFor('place', 'editor-1', undefined, T0);
    expect(takeAnswer('template', 'editor-1', isText, T0)).toBeNull();
    expect(choiceOf('place', isText, T0)).toBeNull();
  });

  it('an ask expires after its time; an answer of the wrong shape reads as none', () => {
    askFor('place', 'address-new', undefined, T0);
    expect(answerFor('place', 'P1', T0 + COME_BACK_MS + 1)).toBe(false);
    expect(takeAnswer('place', 'address-new', isText, T0 + COME_BACK_MS + 2)).toBeNull();
    askFor('place', 'address-new', undefined, T0);
    answerFor('place', { id: 1 }, T0);
    expect(takeAnswer('place', 'address-new', isText, T0)).toBeNull();
  });

  it('the hook applies an answer once when the screen shows, even with effects run twice', () => {
    askFor('template', 'editor-3');
    answerFor('template', 'form');
    const got: string[] = [];
    function Screen() {
      useComeBack('template', 'editor-3', isText, (v) => got.push(v));
      return null;
    }
    const view = render(
      <StrictMode>
        <Screen />
      </StrictMode>,
    );
    expect(got).toEqual(['form']);
    view.rerender(
      <StrictMode>
        <Screen />
      </StrictMode>,
    );
    expect(got).toEqual(['form']);
  });
});
