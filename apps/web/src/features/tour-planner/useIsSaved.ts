// Whether a day already exists on the server (not only in a pending change): the AI assistant drafts only for saved days.
import { useAppSelector } from '../../app/hooks';
import { toursApi } from '../tours/toursApi';

export function useIsDaySaved(tourId: string, dayId: string | undefined): boolean {
  return useAppSelector((state) => Boolean(dayId) && (toursApi.endpoints.getTour.select(tourId)(state).data?.days.some((day) => day.id === dayId) ?? false));
}
