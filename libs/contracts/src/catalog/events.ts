import type { CategoryDto } from './category.dto.js';

export type CategoryCreatedEvent = CategoryDto;
