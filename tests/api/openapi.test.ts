// The OpenAPI document against what is really served (docs/rules/api-contract.md#the-openapi-document):
// the same calls as the router and as the contract's index, structurally OpenAPI 3.1, and only
// error texts the code produces and an API test observes. Real replies: openapi-replies.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { restApiDocument, restRoutes } from '#transport/rest/rest-api.ts';
import type { Operation } from '#transport/rest/openapi-types.ts';
import { readinessReply } from '#shared/schemas/operations.ts';
import { api } from '../support/api-request.ts';

const document = restApiDocument();
const everyOperation = Object.entries(document.paths).flatMap(([route, item]) =>
  Object.entries(item).map(([method, operation]) => ({
    key: `${method.toUpperCase()} ${route}`,
    path: route,
    operation: operation as Operation,
  })),
);
/** The API's calls; the operations endpoints outside /api have a test of their own. */
const operations = everyOperation.filter(({ path: route }) => route.startsWith('/api/'));
const served = restRoutes.map((route) => `${route.method} /api${route.path}`);

/** Every file under `dir` with one of the extensions, as text. */
function sources(dir: string, extensions = /\.(ts|tsx|astro|mjs)$/): { file: string; text: string }[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => extensions.test(file))
    .map((file) => ({ file: path.join(dir, file), text: fs.readFileSync(path.join(dir, file), 'utf8') }));
}

/**
 * An endpoint table without its `doc: { ... }` blocks, so that a text documented there counts as
 * produced only when the code beside it produces it too.
 */
function withoutDocs(text: string): string {
  let kept = '';
  let from = 0;
  for (const match of text.matchAll(/\bdoc: \{/g)) {
    if (match.index < from) continue;
    let depth = 0;
    let end = match.index + match[0].length - 1;
    for (; end < text.length; end += 1) {
      if (text[end] === '{') depth += 1;
      if (text[end] === '}' && --depth === 0) break;
    }
    kept += text.slice(from, match.index);
    from = end + 1;
  }
  return kept + text.slice(from);
}

/** The string and template literals of source texts; a template's `${...}` parts match any text. */
function literalMatchers(texts: string[]): ((text: string) => boolean)[] {
  const matchers: ((text: string) => boolean)[] = [];
  for (const text of texts) {
    for (const [literal] of text.matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g)) {
      const body = literal.slice(1, -1).replace(/\\(.)/g, '$1');
      if (!literal.startsWith('`') || !body.includes('${')) {
        matchers.push((candidate) => candidate === body);
        continue;
      }
      const parts = body.split(/\$\{[^}]*\}/);
      // A template must fix some words of its own to count as producing a text.
      if (parts.join('').trim().length < 8) continue;
      const pattern = new RegExp(`^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`);
      matchers.push((candidate) => pattern.test(candidate));
    }
  }
  return matchers;
}

/** The string values of the names the test sources import from our modules (`import { X } from '#shared/...'`). */
async function importedStrings(tests: string[]): Promise<string[]> {
  const values: string[] = [];
  for (const test of tests) {
    for (const [, names, specifier] of test.matchAll(/import \{([^}]*)\} from '(#[^']+)'/g)) {
      const module = (await import(/* @vite-ignore */ specifier!)) as Record<string, unknown>;
      for (const name of names!.split(',').map((part) => part.trim().replace(/^type\s+/, ''))) {
        if (typeof module[name] === 'string') values.push(module[name]);
      }
    }
  }
  return values;
}

/** Every error text the document states: `error` and `message` of each call's replies and the general ones. */
function documentedTexts(): { key: string; status: number; text: string }[] {
  const texts = operations.flatMap(({ key, operation }) =>
    operation['x-check-order'].flatMap((step) =>
      ['error', 'message']
        .filter((field) => typeof step.reply[field] === 'string')
        .map((field) => ({ key, status: step.status, text: step.reply[field] as string })),
    ),
  );
  for (const [name, response] of Object.entries(document.components.responses)) {
    for (const example of Object.values(response.content?.['application/json']?.examples ?? {})) {
      texts.push({ key: `general ${name}`, status: 0, text: (example.value as { error: string }).error });
    }
  }
  return texts;
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 in structure, and every $ref resolves', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).toBeTruthy();
    expect(document.info.version).toBeTruthy();
    const tags = document.tags.map((tag) => tag.name);
    const ids = new Set<string>();
    for (const { key, path: route, operation } of operations) {
      expect(route, key).toMatch(/^\/api\//);
      expect(ids.has(operation.operationId), `${key}: operationId repeated`).toBe(false);
      ids.add(operation.operationId);
      expect(
        operation.tags.every((tag) => tags.includes(tag)),
        key,
      ).toBe(true);
      const statuses = Object.keys(operation.responses);
      expect(
        statuses.some((status) => /^2\d\d$/.test(status)),
        `${key} has a success reply`,
      ).toBe(true);
      expect(
        statuses.every((status) => /^[1-5]\d\d$/.test(status)),
        key,
      ).toBe(true);
      for (const name of [...route.matchAll(/\{(\w+)\}/g)].map((match) => match[1])) {
        expect(
          operation.parameters?.some((p) => p.in === 'path' && p.name === name && p.required),
          `${key}: {${name}}`,
        ).toBe(true);
      }
    }

    const refs: string[] = [];
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        for (const [key, item] of Object.entries(value)) {
          if (key === '$ref') refs.push(item as string);
          else walk(item);
        }
      }
    };
    walk(document);
    expect(refs.length).toBeGreaterThan(20);
    for (const ref of new Set(refs)) {
      expect(ref, ref).toMatch(/^#\//);
      const target = ref
        .slice(2)
        .split('/')
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], document);
      expect(target, `${ref} resolves`).toBeTypeOf('object');
    }
  });

  it('documents exactly the calls the router serves', () => {
    expect(operations.map((o) => o.key).sort()).toEqual([...served].sort());
  });

  it('documents only calls the server answers, and the router refuses the rest', async () => {
    for (const { key, path: route } of operations) {
      const [method] = key.split(' ');
      const reply = await api(method!, route.replace(/^\/api/, '').replace(/\{\w+\}/g, '1'));
      expect(reply.status === 404 && reply.body?.error === 'Not found', `${key} is routed`).toBe(false);
      expect(reply.status, `${key} takes ${method}`).not.toBe(405);
    }
    // The check above can fail: an undocumented path gets exactly that.
    expect(await api('GET', '/users/getUser?userID=1')).toMatchObject({ status: 404, body: { error: 'Not found' } });
  });

  it("describes the router's own replies to any call as it gives them", async () => {
    const general = (status: number) => {
      const name = document['x-general-responses'][status]!.$ref.split('/').at(-1)!;
      const response = document.components.responses[name]!;
      const examples = Object.values(response.content?.['application/json']?.examples ?? {}).map((example) => example.value);
      return { response, examples };
    };
    expect((await api('OPTIONS', '/users/login')).status).toBe(204);
    expect(general(204).response.content).toBeUndefined();
    expect(general(404).examples).toContainEqual((await api('GET', '/nope')).body);
    const wrongMethod = await api('POST', '/specificUni/getFeaturedUniversities');
    expect(general(405).examples).toContainEqual(wrongMethod.body);
    expect(general(405).response.headers).toHaveProperty('Allow');
    expect(wrongMethod.headers.get('allow')).toBe('GET, HEAD');
    const declaredTooLarge = await api('GET', '/compare', { headers: { 'content-length': String(200_000) } });
    expect(declaredTooLarge.status).toBe(413);
    expect(general(413).examples).toContainEqual(declaredTooLarge.body);
  });

  it("lists the same calls as the contract's index in docs/rules/api-contract.md", () => {
    const contract = fs.readFileSync('docs/rules/api-contract.md', 'utf8');
    const mentioned = new Set(
      [...contract.matchAll(/\b(GET|POST|PUT|DELETE) (\/api\/[^\s`?)]+)/g)].map((match) => `${match[1]} ${match[2]}`),
    );
    expect([...mentioned].sort()).toEqual(operations.map((o) => o.key).sort());
  });

  it('documents /healthz and /readyz outside /api with the replies the edge sends', () => {
    const outside = everyOperation.filter(({ path: route }) => !route.startsWith('/api/'));
    expect(outside.map(({ key }) => key)).toEqual(['GET /healthz', 'GET /readyz']);
    const [health, ready] = outside.map(({ operation }) => operation);
    expect(health!.responses['200']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Health' } } },
    });
    expect(Object.keys(ready!.responses)).toEqual(['200', '503']);
    for (const response of Object.values(ready!.responses)) {
      expect(response).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/Readiness' } } } });
    }
    // The example of a 503 is a reply the edge could send.
    expect(readinessReply.safeParse(ready!['x-check-order'][0]!.reply).success).toBe(true);
    expect(document.tags.map((tag) => tag.name)).toContain('Operations');
    expect(document.components.schemas).toHaveProperty('Health');
  });

  it('documents only error texts the code produces', () => {
    // The docs themselves are left out: a text must come from the code that answers it.
    const code = sources('src')
      .filter(({ file }) => !/src[\\/]transport[\\/]rest[\\/](route-docs[\\/]|route-doc\.ts|openapi)/.test(file))
      .map(({ file, text }) => (/src[\\/]transport[\\/]endpoints[\\/]/.test(file) ? withoutDocs(text) : text));
    const produced = literalMatchers(code);
    const missing = documentedTexts().filter(({ text }) => !produced.some((matches) => matches(text)));
    expect(missing.map(({ key, text }) => `${key}: ${text}`)).toEqual([]);
  });

  it('documents only 4xx texts an API test observes', async () => {
    const tests = sources('tests/api', /\.test\.ts$/)
      .filter(({ file }) => !/openapi/.test(file))
      .map(({ text }) => text);
    // Observed: written in a test, with any number (an example id) in its place, or imported by one.
    const observed = literalMatchers(tests);
    const imported = new Set(await importedStrings(tests));
    const anyNumber = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\d+/g, '\\d+')}$`);
    const seen = (text: string) =>
      imported.has(text) ||
      observed.some((matches) => matches(text)) ||
      tests.some((test) => test.match(/'[^'\n]*'/g)?.some((literal) => anyNumber(text).test(literal.slice(1, -1))));
    const missing = documentedTexts().filter(({ status, text }) => status >= 400 && status < 500 && !seen(text));
    expect([...new Set(missing.map(({ key, status, text }) => `${key}: ${status} ${text}`))]).toEqual([]);
  });
});
