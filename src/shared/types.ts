// Reply shapes shared by the server, the pages and the islands
// (docs/rules/api-contract.md#reply-shapes).
import type { Averages } from './reviews/ratings.ts';

export interface User {
  id: number;
  username: string;
  email: string;
}

export interface University {
  id: number;
  name: string;
  country: string;
  alpha_two_code: string | null;
  state_province: string | null;
  web_pages: string[];
  domains: string[];
}

export interface UniversityHit {
  id: number;
  name: string;
  country: string;
  review_count: number;
  average_rating: number;
}

export interface FeaturedUniversity {
  id: number;
  name: string;
  review_count: number;
}

export interface Review {
  id: number;
  university_id: number;
  university_name: string;
  username: string | null;
  created_at: string;
  overall_rating: number;
  academic_rating: number;
  professors_rating: number;
  difficulty_rating: number;
  opportunities_rating: number;
  internet_rating: number;
  safety_rating: number;
  social_life_rating: number;
  clubs_rating: number;
  facilities_rating: number;
  athletics_rating: number;
  location_rating: number;
  housing_rating: number;
  food_rating: number;
  transportation_rating: number;
  happiness_rating: number;
  review_text: string | null;
  comments: string | null;
  likes: number;
}

export interface Pagination {
  currentPage: number;
  totalPages: number;
  totalReviews: number;
  reviewsPerPage: number;
}

export interface ReviewPage {
  reviews: Review[];
  averages: Averages;
  pagination: Pagination;
}

export type CompareUniversity = University & { reviewCount: number; averages: Averages };

export type ReviewSort = 'recent' | 'popular';
