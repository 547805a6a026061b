import { IsNotEmpty, IsOptional, IsString, IsUrl, Matches, MaxLength } from 'class-validator';

export class GetCategoryQuery {
  @IsString()
  @Matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'Category slug is invalid' })
  @MaxLength(120)
  slug: string;
}

export class CreateCategoryCommand {
  @IsNotEmpty({ message: 'Category name is required' })
  @IsString()
  @MaxLength(120)
  name: string;

  @IsString()
  @Matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    message: 'Slug may contain only lower-case letters, digits and dashes',
  })
  @MaxLength(120)
  slug: string;

  @IsOptional()
  @IsString()
  @MaxLength(2000)
  description?: string;

  @IsOptional()
  @IsUrl({ require_tld: false }, { message: 'Image URL must be a valid URL' })
  imageUrl?: string;
}
