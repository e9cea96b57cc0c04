import { readFileSync } from 'node:fs';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLNamedType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  SPEC_ENUMS,
  SPEC_INPUTS,
  SPEC_MUTATIONS,
  SPEC_QUERIES,
  SPEC_REQUIRED_FIELDS,
  SPEC_REQUIRED_INPUT_FIELDS,
  SPEC_RETURN_TYPES,
  SPEC_SCALARS,
  SPEC_TYPES,
} from './specNames.js';

const sdl = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');
const schema = buildSchema(sdl);

function fieldsOf(
  name: string,
): Record<string, { type: unknown; args?: readonly { name: string }[]; description?: string | null }> {
  const type = schema.getType(name);
  if (!type || !(isObjectType(type) || isInputObjectType(type))) return {};
  return type.getFields();
}

describe('schema.graphql keeps every name of the spec', () => {
  it.each(Object.entries(SPEC_TYPES))('type %s has the spec fields', (type, fields) => {
    expect(isObjectType(schema.getType(type)), `type ${type}`).toBe(true);
    expect(Object.keys(fieldsOf(type))).toEqual(expect.arrayContaining(fields));
  });

  it.each(Object.entries(SPEC_INPUTS))('input %s has the spec fields', (type, fields) => {
    expect(isInputObjectType(schema.getType(type)), `input ${type}`).toBe(true);
    expect(Object.keys(fieldsOf(type))).toEqual(expect.arrayContaining(fields));
  });

  it.each(Object.entries(SPEC_ENUMS))('enum %s has the spec values', (name, values) => {
    const type = schema.getType(name);
    expect(isEnumType(type), `enum ${name}`).toBe(true);
    if (isEnumType(type)) expect(type.getValues().map((v) => v.name)).toEqual(expect.arrayContaining(values));
  });

  it.each(SPEC_SCALARS)('scalar %s exists', (name) => {
    expect(isScalarType(schema.getType(name))).toBe(true);
  });

  it.each(Object.entries({ Query: SPEC_QUERIES, Mutation: SPEC_MUTATIONS }))(
    '%s has every operation with its arguments',
    (root, ops) => {
      const fields = fieldsOf(root);
      for (const [op, args] of Object.entries(ops)) {
        expect(fields[op], `${root}.${op}`).toBeDefined();
        expect(fields[op].args?.map((a) => a.name)).toEqual(expect.arrayContaining(args));
      }
    },
  );

  it.each(Object.entries(SPEC_RETURN_TYPES))('%s returns %s', (coordinate, type) => {
    const [root, field] = coordinate.split('.');
    expect(String(fieldsOf(root)[field].type)).toBe(type);
  });

  it.each(Object.entries({ ...SPEC_REQUIRED_FIELDS, ...SPEC_REQUIRED_INPUT_FIELDS }))(
    'required fields of %s are non-null',
    (type, fields) => {
      for (const f of fields) expect(isNonNullType(fieldsOf(type)[f].type), `${type}.${f}`).toBe(true);
    },
  );
});

describe('schema.graphql is documented', () => {
  const named = Object.values(schema.getTypeMap()).filter(
    (t: GraphQLNamedType) => !t.name.startsWith('__') && !['String', 'Int', 'Float', 'Boolean', 'ID'].includes(t.name),
  );

  it('every type carries a description', () => {
    expect(named.filter((t) => !t.description).map((t) => t.name)).toEqual([]);
  });

  it('every field and every enum value carries a description', () => {
    const missing: string[] = [];
    for (const type of named) {
      if (isObjectType(type) || isInputObjectType(type)) {
        for (const [name, field] of Object.entries(type.getFields()))
          if (!field.description) missing.push(`${type.name}.${name}`);
      }
      if (isEnumType(type))
        for (const v of type.getValues()) if (!v.description) missing.push(`${type.name}.${v.name}`);
    }
    expect(missing).toEqual([]);
  });
});
