/**
 * Runs daily jobs at their hour (Europe/Stockholm), once per day across every instance on the database:
 * a claim is taken under a PostgreSQL advisory lock in a short transaction (no transaction stays open while a
 * job sends mail), the job runs, and its day is recorded. A restart catches up a missed day once: the job runs
 * for the latest day that is due, never for each day missed. A claim older than an hour is a crashed run.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobRuns } from '../db/schema';
import { addDays, stockholmNow } from './stockholm-time';

export interface DailyJob {
  name: string;
  /** The hour (0–23, Swedish time) from which a day's run is due. */
  hour: number;
  run: (day: string) => Promise<void>;
}

type Log = { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

const STALE_CLAIM = "interval '1 hour'";
/** The advisory lock's key: one number for every daily job claim ("byggarkiv daily jobs"). */
const LOCK_KEY = 7_311_942_001;

export class DailyScheduler {
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly log: Log,
    private readonly jobs: DailyJob[],
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Checks every `everyMs` (and now) whether a job is due. */
  start(everyMs = 60_000): void {
    void this.tick();
    this.timer = setInterval(() => void this.tick(), everyMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Runs every job that is due and not yet run or claimed for its day; one tick at a time per instance. */
  tick(): Promise<void> {
    this.ticking = this.ticking.then(async () => {
      for (const job of this.jobs) {
        try {
          await this.runIfDue(job);
        } catch (err) {
          this.log.error({ err, job: job.name }, 'daily job failed');
        }
      }
    });
    return this.ticking;
  }

  private async runIfDue(job: DailyJob): Promise<void> {
    const now = stockholmNow(this.clock());
    const due = now.hour >= job.hour ? now.day : addDays(now.day, -1);
    if (!(await this.claim(job.name, due))) return;
    this.log.info({ job: job.name, day: due }, 'daily job started');
    try {
      await job.run(due);
    } catch (err) {
      // Released, so the next tick (here or on another instance) tries again.
      await this.db.update(jobRuns).set({ claimedDay: null, claimedAt: null }).where(eq(jobRuns.job, job.name));
      throw err;
    }
    await this.db
      .update(jobRuns)
      .set({ lastDay: due, claimedDay: null, claimedAt: null })
      .where(eq(jobRuns.job, job.name));
    this.log.info({ job: job.name, day: due }, 'daily job done');
  }

  /** Whether this instance takes the day's run: not yet done, not claimed by a live run elsewhere. */
  private claim(job: string, day: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [lock] = (
        (await tx.execute(sql`select pg_try_advisory_xact_lock(${LOCK_KEY}) as locked`)) as unknown as {
          rows: Array<{ locked: boolean }>;
        }
      ).rows;
      if (!lock?.locked) return false;
      await tx.insert(jobRuns).values({ job }).onConflictDoNothing();
      const claimed = await tx
        .update(jobRuns)
        .set({ claimedDay: day, claimedAt: sql`now()` })
        .where(
          sql`${jobRuns.job} = ${job}
            and (${jobRuns.lastDay} is null or ${jobRuns.lastDay} < ${day})
            and (${jobRuns.claimedDay} is null or ${jobRuns.claimedAt} < now() - ${sql.raw(STALE_CLAIM)})`,
        )
        .returning({ job: jobRuns.job });
      return claimed.length > 0;
    });
  }
}
