// /data/universities.csv: the open-data CSV file (docs/rules/open-data.md), written by every
// build (npm run rebuild nightly) with the bytes GET /api/open-data/universities.csv serves.
import type { APIRoute } from 'astro';
import { openDataResponse } from '#transport/endpoints/open-data.ts';

export const prerender = true;

export const GET: APIRoute = () => openDataResponse('csv');
