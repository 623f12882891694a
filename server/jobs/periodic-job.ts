/**
 * A job that runs once per period across every instance on the database (the hourly storage sweep): each
 * instance looks every few minutes, and the one that finds the last start older than the period takes the run
 * by moving `job_runs.claimed_at` in one conditional update, which PostgreSQL's row lock makes atomic — the
 * others see the new time and skip. No transaction stays open while the job runs (PGlite has one connection).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobRuns } from '../db/schema';

type Log = { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

/** Whether this instance takes the run: none started within `periodMs`. */
export async function claimPeriodicRun(db: Db, job: string, periodMs: number): Promise<boolean> {
  await db.insert(jobRuns).values({ job }).onConflictDoNothing();
  const claimed = await db
    .update(jobRuns)
    .set({ claimedAt: sql`now()` })
    .where(
      sql`${jobRuns.job} = ${job} and (${jobRuns.claimedAt} is null
        or ${jobRuns.claimedAt} <= now() - ${periodMs} * interval '1 millisecond')`,
    )
    .returning({ job: jobRuns.job });
  return claimed.length > 0;
}

export class PeriodicJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly log: Log,
    private readonly job: { name: string; periodMs: number; run: () => Promise<object> },
  ) {}

  /** Looks every `checkMs` whether the run is due (not at once: a starting server has other work). */
  start(checkMs = 5 * 60_000): void {
    this.timer = setInterval(() => void this.tick(), checkMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Runs the job when this instance claims the period; one run at a time per instance. */
  tick(): Promise<void> {
    this.running = this.running.then(async () => {
      try {
        if (!(await claimPeriodicRun(this.db, this.job.name, this.job.periodMs))) return;
        this.log.info({ job: this.job.name, ...(await this.job.run()) }, 'periodic job done');
      } catch (err) {
        this.log.error({ err, job: this.job.name }, 'periodic job failed');
      }
    });
    return this.running;
  }
}
