import { describe, expect, it } from 'vitest';
import { AppAuthError, AUTH_MESSAGES, authErrorKind, describeAuthError, type AuthErrorKind } from './authErrors';

const named = (name: string) => Object.assign(new Error('x'), { name });

const SPEC_CODES: AuthErrorKind[] = [
  'GenericCognitoError',
  'NotAuthorizedException',
  'UserNotConfirmedException',
  'UserNotFoundException',
  'UsernameExistsException',
  'ExpiredCodeException',
  'InvalidPasswordException',
  'InvalidParameterException',
  'CodeDeliveryFailureException',
  'AliasExistsException',
  'CodeMismatchException',
  'LimitExceededException',
  'InternalFailure',
  'ResourceNotFoundException',
  'UnknownError',
  'SameEmail',
  'LinkCorrupt',
  'NewPasswordMismatch',
];

describe('auth error catalogue (spec §8)', () => {
  it('has a German message for every code and app kind', () => {
    for (const kind of SPEC_CODES) {
      const { message } = describeAuthError(named(kind));
      expect(message.length, kind).toBeGreaterThan(10);
      expect(message, kind).not.toMatch(/exception|error/i);
    }
  });

  it('shows exactly the five form-level errors at the form', () => {
    const formLevel = SPEC_CODES.filter((kind) => describeAuthError(kind).formLevel);
    expect(formLevel.sort()).toEqual(
      [
        'AliasExistsException',
        'InvalidPasswordException',
        'NewPasswordMismatch',
        'NotAuthorizedException',
        'UsernameExistsException',
      ].sort(),
    );
  });

  it('never reveals whether an account exists: unknown user reads like a wrong password', () => {
    expect(describeAuthError(named('UserNotFoundException')).message).toBe(
      describeAuthError(named('NotAuthorizedException')).message,
    );
  });

  it('falls back to GenericCognitoError for other provider codes and UnknownError for anything else', () => {
    expect(authErrorKind(named('SomethingNewException'))).toBe('GenericCognitoError');
    expect(authErrorKind(new TypeError('Failed to fetch'))).toBe('UnknownError');
    expect(authErrorKind(null)).toBe('UnknownError');
    expect(authErrorKind('boom')).toBe('UnknownError');
    expect(describeAuthError(named('TooManyRequestsException')).kind).toBe('LimitExceededException');
  });

  it('maps app errors by their kind and the mock-mode error to its own hint', () => {
    expect(describeAuthError(new AppAuthError('SameEmail'))).toEqual({
      kind: 'SameEmail',
      message: AUTH_MESSAGES.SameEmail,
      formLevel: false,
    });
    expect(describeAuthError(named('IdentityUnavailableError')).message).toMatch(/Demo-Modus/);
    expect(describeAuthError('NewPasswordMismatch').message).toBe('Die beiden Passwörter stimmen nicht überein.');
  });
});
