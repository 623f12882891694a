/**
 * The imports running in this process. The in-memory search indexes follow their tables every few seconds;
 * while an import writes they wait and then take it in one pass after it ends.
 */
export class BulkWrites {
  private running = 0;

  get active(): boolean {
    return this.running > 0;
  }

  async during<T>(work: () => Promise<T>): Promise<T> {
    this.running += 1;
    try {
      return await work();
    } finally {
      this.running -= 1;
    }
  }
}
