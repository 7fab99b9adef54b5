/**
 * carrier-booking: one job per booking request (job id `cb-<job key of its row>-<attempt>`). The
 * work is the API's processCarrierBooking (retries with backoff inside, never a second booking);
 * here progress goes to Bull (GET /api/v1/jobs/{id}) and to the user's browser tabs.
 */
import {
  bookingOwnsJob,
  processCarrierBooking,
  userRoom,
  type BookingProgress,
  type Job,
} from '@exportdesk/api';
import type { WorkerContext } from '../context';

export async function processCarrierBookingJob(
  ctx: WorkerContext,
  job: Job<{ bookingId: number; userId: number }>,
) {
  const { bookingId, userId } = job.data;
  // A job an earlier database left in Redis (same prefix) names another booking now: it fails for
  // good, booking nothing (issue 23 item 9).
  if (!(await bookingOwnsJob(ctx.db, bookingId, String(job.id)))) {
    job.discard();
    throw new Error(`carrier booking ${bookingId} of this database is not job ${String(job.id)}'s`);
  }
  const progress = async (p: BookingProgress) => {
    await job.progress({ ...p });
    ctx.emitter.to(userRoom(userId)).emit('carrier-booking', { jobId: String(job.id), ...p });
  };
  return processCarrierBooking(
    { db: ctx.db, storage: ctx.storage, carriers: ctx.config.carriers },
    bookingId,
    progress,
  );
}
