// Counts the renders of a component in a test: in a vi.mock factory, put `countRenders(actual.X, counter)`
// in place of the module's component X; `counter.rendered` goes up on each render.
import type { ReactNode } from 'react';

export function countRenders<P>(
  component: (props: P) => ReactNode,
  counter: { rendered: number },
): (props: P) => ReactNode {
  return (props: P) => {
    counter.rendered++;
    return component(props);
  };
}
