// tRPC procedures for reviews, over the same services as REST.
import { router } from '../init.ts';

export const reviewsRouter = router({});
