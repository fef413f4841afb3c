// Types for the two structured-data packages the browser tier uses (they ship plain JavaScript):
// only what tests/support/schema-org.ts calls.
declare module '@adobe/structured-data-validator' {
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(extracted: unknown): Promise<unknown[]>;
  }
}

declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): { jsonld: Record<string, unknown[]> } & Record<string, unknown>;
  }
}
