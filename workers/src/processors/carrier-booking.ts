/**
 * carrier-booking: one job per booking request (job id `cb-<bookingId>-<attempt>`). The work is
 * the API's processCarrierBooking (retries with backoff inside, never a second booking); here
 * progress goes to Bull (GET /api/v1/jobs/{id}) and to the user's browser tabs.
 */
import { processCarrierBooking, userRoom, type BookingProgress, type Job } from '@exportdesk/api';
import type { WorkerContext } from '../context';

export async function processCarrierBookingJob(
  ctx: WorkerContext,
  job: Job<{ bookingId: number; userId: number }>,
) {
  const { bookingId, userId } = job.data;
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
