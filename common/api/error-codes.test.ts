import { describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGE_CATALOGS, codeOfMessage, messageOfCode } from './error-codes';

describe('message codes', () => {
  it('gives every catalog text a code that leads back to a message with the same text', () => {
    for (const messages of Object.values(MESSAGE_CATALOGS)) {
      for (const text of Object.values(messages as Record<string, string>)) {
        const code = codeOfMessage(text);
        expect(code, text).toMatch(/^[A-Z][A-Z0-9_]+$/);
        const ref = messageOfCode(code as string);
        expect((MESSAGE_CATALOGS[ref?.catalog ?? 'general'] as Record<string, string>)[ref?.key ?? '']).toBe(text);
      }
    }
  });

  it('keeps the codes clients already know', () => {
    expect(codeOfMessage(MESSAGE_CATALOGS.general.emailTaken)).toBe(ERROR_CODES.emailTaken);
    expect(codeOfMessage(MESSAGE_CATALOGS.general.invalidCredentials)).toBe(ERROR_CODES.invalidCredentials);
    expect(codeOfMessage(MESSAGE_CATALOGS.general.notOrgMember)).toBe(ERROR_CODES.notOrgMember);
    expect(codeOfMessage(MESSAGE_CATALOGS.project.nameTaken)).toBe(ERROR_CODES.projectNameTaken);
    expect(codeOfMessage(MESSAGE_CATALOGS.general.orgNameTaken)).toBe('ORGANIZATION_NAME_TAKEN');
    expect(codeOfMessage(MESSAGE_CATALOGS.general.alreadyInOrganization)).toBe('ALREADY_IN_ORGANIZATION');
    expect(codeOfMessage(MESSAGE_CATALOGS.general.lastAdmin)).toBe('LAST_ADMIN');
    expect(codeOfMessage(MESSAGE_CATALOGS.general.requestPending)).toBe('REQUEST_PENDING');
    expect(codeOfMessage(MESSAGE_CATALOGS.general.resetTokenInvalid)).toBe('RESET_TOKEN_INVALID');
    expect(codeOfMessage(MESSAGE_CATALOGS.general.notAMember)).toBe('NOT_A_MEMBER');
  });
});
