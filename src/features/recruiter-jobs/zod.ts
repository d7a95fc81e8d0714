export { z } from '@/shared/zod';
