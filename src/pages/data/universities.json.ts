// /data/universities.json: the open-data JSON file (docs/rules/open-data.md), written by every
// build (npm run rebuild nightly) with the bytes GET /api/open-data/universities.json serves.
import type { APIRoute } from 'astro';
import { openDataResponse } from '#transport/endpoints/open-data.ts';

export const prerender = true;

export const GET: APIRoute = () => openDataResponse('json');
