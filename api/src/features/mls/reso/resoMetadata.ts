/**
 * What a RESO server offers, read from its OData `$metadata` (CSDL XML): the fields of each entity
 * type and the navigation properties of Property (ListAgent → Member, ListOffice → Office, Media).
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

const attr = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`).exec(tag)?.[1] ?? null;
/** 'Collection(org.reso.metadata.Member)' → 'Member'. */
const typeName = (type: string) =>
  type
    .replace(/^Collection\((.*)\)$/, '$1')
    .split('.')
    .pop() ?? type;

/** The entity types of a CSDL document; an empty schema when it has none. */
export function parseResoMetadata(xml: string): ResoSchema {
  const entities = new Map<string, ResoEntity>();
  const entityTypes = xml.matchAll(/<(?:edm:)?EntityType\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:edm:)?EntityType>)/g);
  for (const [, head, body = ''] of entityTypes) {
    const name = attr(head, 'Name');
    if (!name) continue;
    const fields = new Set<string>();
    const navigation = new Map<string, string>();
    for (const [tag] of body.matchAll(/<(?:edm:)?Property\b[^>]*>/g)) {
      const field = attr(tag, 'Name');
      if (field) fields.add(field);
    }
    for (const [tag] of body.matchAll(/<(?:edm:)?NavigationProperty\b[^>]*>/g)) {
      const nav = attr(tag, 'Name');
      const type = attr(tag, 'Type');
      if (nav && type) navigation.set(nav, typeName(type));
    }
    entities.set(name, { fields, navigation });
  }
  return { entities };
}

/** Whether Property has `field` (every field when the server gave no metadata). */
export const hasField = (schema: ResoSchema | null, field: string, entity = 'Property') =>
  !schema || !!schema.entities.get(entity)?.fields.has(field);
