// JSON Schema in words, for the API reference page: a type ("integer", "string or null", "array
// of Review") and its limits ("1 to 50", "at most 200 characters", "default 20").
import type { JsonSchema } from '#transport/rest/openapi-types.ts';

/** The component name of a `#/components/schemas/<Name>` reference. */
export function refName(schema: JsonSchema): string | undefined {
  return typeof schema.$ref === 'string' ? schema.$ref.split('/').at(-1) : undefined;
}

/** The schema's type in a few words; references by their name. */
export function typeText(schema: JsonSchema): string {
  const ref = refName(schema);
  if (ref) return ref;
  if ('const' in schema) return JSON.stringify(schema.const);
  if (schema.enum) return `one of ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`;
  if (schema.anyOf) return schema.anyOf.map(typeText).join(' or ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return 'any JSON value';
  return types
    .map((type) => {
      if (type === 'array' && schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items)) {
        return `array of ${typeText(schema.items)}`;
      }
      if (type === 'object' && schema.propertyNames) return `object of ${typeText(schema.additionalProperties as JsonSchema)} by key`;
      return type;
    })
    .join(' or ');
}

const range = (min: number | undefined, max: number | undefined, unit = '') => {
  if (min !== undefined && max !== undefined) return `${min} to ${max}${unit}`;
  if (max !== undefined) return `at most ${max}${unit}`;
  return min !== undefined ? `at least ${min}${unit}` : undefined;
};

/** The limits a value must keep, one phrase each (empty when there are none). */
export function limitsText(schema: JsonSchema): string[] {
  const limits = [
    range(schema.minLength, schema.maxLength, ' characters'),
    range(schema.minimum, schema.maximum),
    range(schema.minItems, schema.maxItems, ' items'),
    schema.pattern ? `matching ${schema.pattern}` : undefined,
    schema.format ? `format ${schema.format}` : undefined,
    'default' in schema ? `default ${JSON.stringify(schema.default)}` : undefined,
  ];
  for (const option of schema.anyOf ?? []) limits.push(...limitsText(option).map((limit) => `${typeText(option)}: ${limit}`));
  return limits.filter((limit): limit is string => limit !== undefined);
}

export interface Field {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

/** The properties of an object schema, in order, with whether each is required. */
export function fieldsOf(schema: JsonSchema): Field[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    schema: typeof property === 'object' ? property : {},
    required: required.has(name),
  }));
}
