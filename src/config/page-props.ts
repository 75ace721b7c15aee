// What every route page receives: the current route's query values (spec section 2).
export type Query = Record<string, string>;

export interface PageProps {
  query: Query;
}
