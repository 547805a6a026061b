import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoryController } from './category.controller.js';
import { Category } from './category.entity.js';
import { CategorySeedService } from './category-seed.service.js';
import { CategoryService } from './category.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Category])],
  controllers: [CategoryController],
  providers: [CategoryService, CategorySeedService],
  exports: [CategoryService, CategorySeedService],
})
export class CategoryModule {}
