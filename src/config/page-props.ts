// What every route page receives: the current route's query values (docs/product.md#screens).
export type Query = Record<string, string>;

export interface PageProps {
  query: Query;
}
