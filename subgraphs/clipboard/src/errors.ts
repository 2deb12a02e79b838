// Typed errors: the CLI turns them into a stderr message and an exit code in one place (cli/exit-code.ts, used by cli/program.ts and the search fast path).

export class MfmError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Bad input from the user: wrong flag combination, invalid value, unknown key. Exit code 2. */
export class UsageError extends MfmError {
  constructor(message: string) {
    super(message, 'USAGE', 2);
  }
}

export class NotFoundError extends MfmError {
  constructor(what: string) {
    super(`${what} not found`, 'NOT_FOUND', 1);
  }
}

/** A setting value outside its allowed range; the message names the allowed values. */
export class SettingValueError extends MfmError {
  constructor(key: string, allowed: string, got: string) {
    super(`invalid value ${JSON.stringify(got)} for ${key}; allowed: ${allowed}`, 'SETTING_VALUE', 2);
  }
}

export class EmbedderUnavailableError extends MfmError {
  constructor(message: string) {
    super(message, 'EMBEDDER_UNAVAILABLE', 1);
  }
}

export class NotAnMfmDatabaseError extends MfmError {
  constructor(path: string, why: string) {
    super(`${path} is not an mfm database (${why}); nothing was changed`, 'NOT_MFM_DATABASE', 1);
  }
}
