// Structured data as a search engine reads it: the page's JSON-LD extracted by
// @marbec/web-auto-extractor and checked by @adobe/structured-data-validator against the schema.org
// vocabulary (the `schema.org` package's copy, offline) and Google's rich-result rules.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';

export interface StructuredDataIssue {
  issueMessage: string;
  severity: 'ERROR' | 'WARNING';
  fieldNames?: string[];
}

/** The vocabulary in the shape the validator reads (`rdfs:subClassOf`, `schema:domainIncludes`). */
function vocabulary() {
  const file = createRequire(import.meta.url).resolve('schema.org/schema_org.json');
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as { '@graph': Record<string, unknown>[] };
  const ids = (value: unknown) => (Array.isArray(value) ? value : value ? [value] : []).map((id) => ({ '@id': id }));
  return {
    '@graph': raw['@graph'].map((entry) => ({
      ...entry,
      'rdfs:subClassOf': ids(entry.subClassOf),
      'schema:domainIncludes': ids(entry.domain),
    })),
  };
}

const validator = new Validator(vocabulary());

/** The JSON-LD objects of a page's HTML, by type. */
export function extractJsonLd(html: string): Record<string, unknown[]> {
  return new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html).jsonld as Record<string, unknown[]>;
}

/** Every issue (errors and warnings) the validator finds in the page's structured data. */
export async function structuredDataIssues(html: string): Promise<StructuredDataIssue[]> {
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
  return (await validator.validate(extracted)) as StructuredDataIssue[];
}
