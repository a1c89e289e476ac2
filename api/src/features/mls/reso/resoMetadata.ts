/**
 * What a RESO server offers, read from its OData `$metadata` (CSDL XML): the fields of each entity
 * type and the navigation properties of Property (ListAgent → Member, ListOffice → Office, Media),
 * read by a forward scan of its tags, in time linear in its length (docs/domain/security.md, "Parsing
 * caller input").
 */

export interface ResoEntity {
  fields: ReadonlySet<string>;
  /** Navigation property → the entity type it leads to ('ListOffice' → 'Office'). */
  navigation: ReadonlyMap<string, string>;
}

export interface ResoSchema {
  /** Entity types by name ('Property', 'Member', 'Office', 'Media'). */
  entities: ReadonlyMap<string, ResoEntity>;
}

/** The value of attribute `name` in a tag's text (`Name="ListingKey"`), found by a forward scan; null without one. */
function attr(tag: string, name: string): string | null {
  for (let at = tag.indexOf(name); at > 0; at = tag.indexOf(name, at + name.length)) {
    if (!/\s/.test(tag[at - 1]!)) continue;
    let i = at + name.length;
    while (/\s/.test(tag[i] ?? '')) i += 1;
    if (tag[i] !== '=') continue;
    i += 1;
    while (/\s/.test(tag[i] ?? '')) i += 1;
    if (tag[i] !== '"') continue;
    const end = tag.indexOf('"', i + 1);
    // No closing quote here means none after it either.
    return end < 0 ? null : tag.slice(i + 1, end);
  }
  return null;
}

/** 'Collection(org.reso.metadata.Member)' → 'Member'. */
const typeName = (type: string) => {
  const inner = type.startsWith('Collection(') && type.endsWith(')') ? type.slice('Collection('.length, -1) : type;
  return inner.slice(inner.lastIndexOf('.') + 1);
};

/** A tag's name without the `edm:` prefix: 'EntityType', '/EntityType', 'Property'. */
function tagName(tag: string): string {
  const from = tag[1] === '/' ? 2 : 1;
  let end = from;
  while (end < tag.length && !/[\s/>]/.test(tag[end]!)) end += 1;
  const name = tag.slice(from, end).replace(/^edm:/, '');
  return from === 2 ? `/${name}` : name;
}

/**
 * The tags of an XML text in order, each `<…>` as written: one forward scan, a `<` without a `>` after
 * it ends the text. Linear in the text (the server's answer is not ours: no regex backtracks over it).
 */
function* tagsOf(xml: string): Generator<string> {
  for (let lt = xml.indexOf('<'); lt >= 0;) {
    const gt = xml.indexOf('>', lt);
    if (gt < 0) return;
    yield xml.slice(lt, gt + 1);
    lt = xml.indexOf('<', gt + 1);
  }
}

/** The entity types of a CSDL document; an empty schema when it has none. */
export function parseResoMetadata(xml: string): ResoSchema {
  const entities = new Map<string, ResoEntity>();
  let open: { name: string | null; entity: { fields: Set<string>; navigation: Map<string, string> } } | null = null;
  for (const tag of tagsOf(xml)) {
    const name = tagName(tag);
    if (name === 'EntityType') {
      open = { name: attr(tag, 'Name'), entity: { fields: new Set(), navigation: new Map() } };
      if (!tag.endsWith('/>')) continue;
    } else if (name === 'Property' && open) {
      const field = attr(tag, 'Name');
      if (field) open.entity.fields.add(field);
      continue;
    } else if (name === 'NavigationProperty' && open) {
      const [nav, type] = [attr(tag, 'Name'), attr(tag, 'Type')];
      if (nav && type) open.entity.navigation.set(nav, typeName(type));
      continue;
    } else if (name !== '/EntityType' || !open) continue;
    if (open.name) entities.set(open.name, open.entity);
    open = null;
  }
  return { entities };
}

/** Whether Property has `field` (every field when the server gave no metadata). */
export const hasField = (schema: ResoSchema | null, field: string, entity = 'Property') =>
  !schema || !!schema.entities.get(entity)?.fields.has(field);
