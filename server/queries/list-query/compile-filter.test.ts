import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { makeOrganization, makeUser } from '../../test/factories';
import { openTestDatabase } from '../../test/test-database';
import { compileFilter, regexLiteral } from './compile-filter';
import { compileSort } from './compile-sort';
import type { FieldMap } from './fields';

const fields: FieldMap = {
  _id: { column: users.id, type: 'id' },
  firstName: { column: users.firstName, type: 'text', sortable: true },
  title: { column: users.title, type: 'text', sortable: true },
  organization: { column: users.organizationId, type: 'id' },
  superadmin: { column: users.superadmin, type: 'bool' },
  createdAt: { column: users.createdAt, type: 'date', sortable: true },
};

let database: Database;
let orgId: string;
beforeAll(async () => {
  database = await openTestDatabase();
  const org = await makeOrganization(database.db);
  orgId = org.id;
  await makeUser(database.db, { firstName: 'Anna', title: 'Projektchef', organizationId: org.id });
  await makeUser(database.db, { firstName: 'Bertil', title: 'Platschef', organizationId: org.id });
  await makeUser(database.db, { firstName: 'Cecilia', title: '', superadmin: true });
  await makeUser(database.db, { firstName: 'david', title: 'Konstruktör' });
});
afterAll(async () => {
  await database.close();
});

async function names(filter: unknown): Promise<string[]> {
  const rows = await database.db
    .select({ n: users.firstName })
    .from(users)
    .where(compileFilter(filter, fields))
    .orderBy(asc(users.firstName));
  return rows.map((r) => r.n);
}

function rejects(filter: unknown, message: RegExp) {
  let error: unknown;
  try {
    compileFilter(filter, fields);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(400);
  expect((error as AppError).message).toMatch(message);
}

describe('regexLiteral', () => {
  it('finds the literal text of a plain term, and nothing in real regex syntax', () => {
    expect(regexLiteral('protokoll 12')).toBe('protokoll 12');
    expect(regexLiteral('skala 1:100, 50%')).toBe('skala 1:100, 50%');
    expect(regexLiteral('A\\.1\\-2')).toBe('A.1-2');
    for (const p of ['a.c', '^plan', 'x$', 'a|b', '(a)', '[ab]', 'a*', '\\d+', '\\bord', 'a\\'])
      expect(regexLiteral(p)).toBeNull();
  });
});

describe('compileFilter operators', () => {
  it('plain equality, on text, ids and booleans', async () => {
    expect(await names({ firstName: 'Anna' })).toEqual(['Anna']);
    expect(await names({ organization: orgId })).toEqual(['Anna', 'Bertil']);
    expect(await names({ superadmin: true })).toEqual(['Cecilia']);
    expect(await names({ organization: 'not-a-uuid' })).toEqual([]);
  });
  it('null', async () => {
    expect(await names({ organization: null })).toEqual(['Cecilia', 'david']);
  });
  it('$in and $nin, with null among the values', async () => {
    expect(await names({ firstName: { $in: ['Anna', 'david', 'Nobody'] } })).toEqual(['Anna', 'david']);
    expect(await names({ firstName: { $nin: ['Anna', 'david'] } })).toEqual(['Bertil', 'Cecilia']);
    expect(await names({ organization: { $in: [orgId, null] } })).toHaveLength(4);
    expect(await names({ organization: { $nin: [null] } })).toEqual(['Anna', 'Bertil']);
    expect(await names({ firstName: { $in: [] } })).toEqual([]);
  });
  it('$ne keeps rows whose value is null', async () => {
    expect(await names({ organization: { $ne: orgId } })).toEqual(['Cecilia', 'david']);
    expect(await names({ organization: { $ne: null } })).toEqual(['Anna', 'Bertil']);
    expect(await names({ firstName: { $ne: 'Anna' } })).toEqual(['Bertil', 'Cecilia', 'david']);
  });
  it('$regex, case-sensitive and with $options "i"', async () => {
    expect(await names({ title: { $regex: 'chef' } })).toEqual(['Anna', 'Bertil']);
    expect(await names({ firstName: { $regex: '^D' } })).toEqual([]);
    expect(await names({ firstName: { $regex: '^D', $options: 'i' } })).toEqual(['david']);
    expect(await names({ title: { $regex: 'KONSTRUKTÖR', $options: 'i' } })).toEqual(['david']);
    const erik = await makeUser(database.db, { firstName: 'Erik', title: 'Ansvarig 100% (A.1)' });
    // Plain terms run as (I)LIKE: %, _ and escaped punctuation are taken literally; regex syntax stays a regex.
    expect(await names({ title: { $regex: '100%', $options: 'i' } })).toEqual(['Erik']);
    expect(await names({ title: { $regex: '1_0', $options: 'i' } })).toEqual([]);
    expect(await names({ title: { $regex: '\\(a\\.1\\)', $options: 'i' } })).toEqual(['Erik']);
    expect(await names({ title: { $regex: 'a.1', $options: 'i' } })).toEqual(['Erik']);
    expect(await names({ title: { $regex: 'ansvarig' } })).toEqual([]);
    await database.db.delete(users).where(eq(users.id, erik.user.id));
  });
  it('$and and $or, nested', async () => {
    expect(await names({ $or: [{ firstName: 'Anna' }, { superadmin: true }] })).toEqual(['Anna', 'Cecilia']);
    expect(
      await names({
        $and: [
          { organization: orgId },
          { $or: [{ title: { $regex: '^plats', $options: 'i' } }, { firstName: 'Nobody' }] },
        ],
      }),
    ).toEqual(['Bertil']);
  });
  it('several fields in one object all apply', async () => {
    expect(await names({ organization: orgId, firstName: { $regex: 'a' } })).toEqual(['Anna']);
  });
  it('dates', async () => {
    expect(await names({ createdAt: { $ne: '2000-01-01T00:00:00Z' } })).toHaveLength(4);
  });
});

describe('compileFilter rejections', () => {
  it.each([
    [[], /JSON object/],
    ['text', /JSON object/],
    [{ password: 'x' }, /Unknown field password/],
    [{ passwordHash: { $ne: null } }, /Unknown field/],
    [{ $where: 'sleep(10)' }, /Unknown operator \$where/],
    [{ firstName: { $gt: 'A' } }, /Unknown operator \$gt/],
    [{ firstName: { $regex: '(' } }, /Invalid regular expression/],
    [{ firstName: { $regex: 'a', $options: 'x' } }, /\$options/],
    [{ firstName: { $options: 'i' } }, /needs \$regex/],
    [{ firstName: { $regex: 'a'.repeat(300) } }, /longer than/],
    [{ firstName: { $in: 'Anna' } }, /needs an array/],
    [{ firstName: 5 }, /must be a string/],
    [{ superadmin: 'yes' }, /true or false/],
    [{ createdAt: 'yesterday' }, /ISO 8601/],
    [{ $or: [] }, /non-empty array/],
    [{ $and: ['x'] }, /must be objects/],
    [
      { $or: [{ $or: [{ $or: [{ $or: [{ $or: [{ $or: [{ $or: [{ $or: [{ firstName: 'a' }] }] }] }] }] }] }] }] },
      /too deeply/,
    ],
  ])('refuses %j', (filter, message) => rejects(filter, message));
});

describe('compileFilter bounds what the database is asked to do', () => {
  const refusal = (filter: unknown) => {
    try {
      compileFilter(filter, fields);
    } catch (e) {
      if (e instanceof AppError) return { status: e.status, code: e.code, message: e.message };
      throw e;
    }
    return undefined;
  };
  const eq = (i: number) => ({ firstName: `N${i}` });

  it.each([
    [
      { firstName: { $regex: '^(a*)(a*)\\2\\1b$' } },
      /^\$regex on firstName uses a back-reference \(\\2\), which is not supported$/,
    ],
    [{ title: { $regex: '(?=chef)', $options: 'i' } }, /\$regex on title uses a lookahead/],
    [
      { $or: [{ firstName: 'x' }, { title: { $regex: '(a+)+$' } }] },
      /\$regex on title repeats a group that itself repeats/,
    ],
  ])('refuses a regex outside the subset with REGEX_NOT_SUPPORTED: %j', (filter, message) => {
    expect(refusal(filter)).toMatchObject({ status: 400, code: 'REGEX_NOT_SUPPORTED' });
    expect(refusal(filter)?.message).toMatch(message);
  });

  it('answers INVALID_REGEX for what is no regular expression', () => {
    expect(refusal({ firstName: { $regex: '[a-' } })).toMatchObject({ status: 400, code: 'INVALID_REGEX' });
  });

  it.each([
    ['an $or of 101 entries', { $or: Array.from({ length: 101 }, (_, i) => eq(i)) }, /\$or takes at most 100/],
    ['an $and of 101 entries', { $and: Array.from({ length: 101 }, (_, i) => eq(i)) }, /\$and takes at most 100/],
    [
      '201 conditions',
      {
        $or: [
          { $and: Array.from({ length: 100 }, (_, i) => eq(i)) },
          { $and: Array.from({ length: 100 }, (_, i) => eq(i)) },
          eq(1),
        ],
      },
      /more than 200 field conditions/,
    ],
    [
      '11 regexes',
      { $or: Array.from({ length: 11 }, (_, i) => ({ title: { $regex: `^${i}` } })) },
      /more than 10 \$regex/,
    ],
    [
      'seven levels',
      { $or: [{ $or: [{ $or: [{ $or: [{ $or: [{ $or: [{ $or: [eq(1)] }] }] }] }] }] }] },
      /nested too deeply/,
    ],
  ])('refuses %s with FILTER_TOO_LARGE', (_what, filter, message) => {
    expect(refusal(filter)).toMatchObject({ status: 400, code: 'FILTER_TOO_LARGE' });
    expect(refusal(filter)?.message).toMatch(message);
  });

  it('keeps what fits the bounds', async () => {
    expect(refusal({ $or: Array.from({ length: 100 }, (_, i) => eq(i)) })).toBeUndefined();
    expect(
      await names({
        $or: Array.from({ length: 10 }, () => ({ title: { $regex: '^(plats|projekt)', $options: 'i' } })),
      }),
    ).toEqual(['Anna', 'Bertil']);
  });
});

describe('compileSort', () => {
  it('reads every accepted form and refuses unknown or unsortable fields', () => {
    expect(compileSort('-createdAt -firstName', fields, users.id)).toHaveLength(3);
    expect(compileSort('title,firstName', fields, users.id)).toHaveLength(3);
    expect(compileSort('{"createdAt":-1}', fields, users.id)).toHaveLength(2);
    expect(() => compileSort('-password', fields, users.id)).toThrow(/Cannot sort by password/);
    expect(() => compileSort('organization', fields, users.id)).toThrow(/Cannot sort/);
    expect(() => compileSort('{"createdAt":2}', fields, users.id)).toThrow(/direction/);
    expect(() => compileSort('{bad', fields, users.id)).toThrow(/JSON/);
  });
  it('orders rows as asked', async () => {
    const rows = await database.db
      .select({ n: users.firstName })
      .from(users)
      .orderBy(...compileSort('-firstName', fields, users.id));
    expect(rows.map((r) => r.n)).toEqual(['david', 'Cecilia', 'Bertil', 'Anna']);
  });
});
