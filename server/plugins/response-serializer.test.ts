import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { directionalPart, responseSerializerCompiler } from './response-serializer';

const compile = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('response serializer', () => {
  it('writes only the fields of the contract', () => {
    const serialize = compile(
      z.object({ a: z.string(), b: z.array(z.union([z.string(), z.object({ c: z.number() })])) }),
    );
    expect(serialize({ a: 'x', b: ['y', { c: 1, secret: 2 }], hidden: true })).toBe('{"a":"x","b":["y",{"c":1}]}');
  });

  it('refuses an answer that breaks the contract', () => {
    expect(() => compile(z.object({ a: z.string() }))({ a: 1 })).toThrow(/doesn't match the schema/);
  });

  it('finds parts whose parse and encode differ, however deep', () => {
    expect(directionalPart(z.object({ a: z.string() }))).toBeNull();
    expect(directionalPart(z.object({ a: z.array(z.string().default('x')) }))).toBe('$.a[] (default)');
    expect(directionalPart(z.union([z.number(), z.string().transform(Number)]))).toMatch(/\$\|1/);
    expect(() => compile(z.object({ when: z.iso.datetime().pipe(z.coerce.date()) }))).toThrow(/parse and encode/);
  });

  it('walks recursive schemas once', () => {
    interface Node {
      name: string;
      children: Node[];
    }
    const node: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(node) }));
    expect(directionalPart(node)).toBeNull();
  });
});
