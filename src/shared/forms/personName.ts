import { z } from '@/shared/zod';

/** A person's name or last name: required, up to 60 characters ("nombre", "apellido"). */
export const personNameSchema = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Ingresa tu ${label}`)
    .max(60, `El ${label} no puede superar 60 caracteres`);

/** The name and last name of a person, as every form that asks for them checks them. */
export const personNameShape = {
  name: personNameSchema('nombre'),
  lastName: personNameSchema('apellido'),
};
