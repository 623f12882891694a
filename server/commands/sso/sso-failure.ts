/** A single sign-on callback that did not sign anyone in: the web app's sign-in page shows its text's code. */
export class SsoFailure extends Error {
  constructor(readonly text: string) {
    super(text);
  }
}
