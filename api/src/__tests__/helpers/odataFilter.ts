/**
 * A tiny OData $filter evaluator for the RESO stand-in: or / and / parentheses, `Field eq 'v'`,
 * startswith(Field, 'v'), contains(Field, 'v'), with tolower(Field). Enough for the filters the
 * RESO provider sends; anything else throws. `known` names the fields the entity has: a filter on
 * any other field throws, as a real server refuses it.
 */
type Row = Record<string, unknown>;
type Pred = (row: Row) => boolean;

export function compileFilter(filter: string, known: (field: string) => boolean = () => true): Pred {
  const tokens = filter.match(/'(?:[^']|'')*'|\(|\)|,|[A-Za-z_][A-Za-z0-9_]*/g) ?? [];
  let i = 0;
  const peek = () => tokens[i];
  const next = () => tokens[i++];
  const expect = (t: string) => {
    if (next() !== t) throw new Error(`expected ${t} in ${filter}`);
  };
  const literal = () => {
    const t = next();
    if (!t?.startsWith("'")) throw new Error(`expected a string in ${filter}`);
    return t.slice(1, -1).replace(/''/g, "'");
  };
  const field = (): ((row: Row) => string) => {
    const name = next();
    if (name === 'tolower') {
      expect('(');
      const inner = field();
      expect(')');
      return (row) => inner(row).toLowerCase();
    }
    if (!name || !/^[A-Za-z_]/.test(name) || !known(name)) throw new Error(`unknown field ${name} in ${filter}`);
    return (row) => String(row[name] ?? '');
  };
  const primary = (): Pred => {
    const t = peek();
    if (t === '(') {
      next();
      const p = orExpr();
      expect(')');
      return p;
    }
    if (t === 'startswith' || t === 'contains') {
      next();
      expect('(');
      const f = field();
      expect(',');
      const v = literal();
      expect(')');
      return t === 'startswith' ? (row) => f(row).startsWith(v) : (row) => f(row).includes(v);
    }
    const f = field();
    expect('eq');
    const v = literal();
    return (row) => f(row) === v;
  };
  const andExpr = (): Pred => {
    let p = primary();
    while (peek() === 'and') {
      next();
      const a = p;
      const b = primary();
      p = (row) => a(row) && b(row);
    }
    return p;
  };
  const orExpr = (): Pred => {
    let p = andExpr();
    while (peek() === 'or') {
      next();
      const a = p;
      const b = andExpr();
      p = (row) => a(row) || b(row);
    }
    return p;
  };
  const pred = orExpr();
  if (i !== tokens.length) throw new Error(`unexpected ${peek()} in ${filter}`);
  return pred;
}
