import { api } from '@/app/api';
import { acknowledgement } from '@/shared/contract';

export interface SignupBody {
  email: string;
  name: string;
  lastName: string;
}

export interface CompanyRegisterBody {
  company: {
    name: string;
    legalName?: string;
    taxId?: string;
    industry?: string;
    country?: string;
    city?: string;
    website?: string | null;
    description?: string;
    size?: string;
  };
  admin: SignupBody;
}

/** Identity calls of the product API (DESIGN.md §3, docs/api.md). */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Called once a signed-in user with a verified e-mail is known: 404 = no product user. */
    activate: build.mutation<unknown, void>({
      query: () => ({ url: 'auth/activate/', method: 'POST' }),
      rawResponseSchema: acknowledgement,
    }),
    signup: build.mutation<unknown, SignupBody>({
      query: (body) => ({ url: 'auth/signup/', method: 'POST', body }),
      rawResponseSchema: acknowledgement,
    }),
    registerCompany: build.mutation<unknown, CompanyRegisterBody>({
      query: (body) => ({ url: 'company/register', method: 'POST', body }),
      rawResponseSchema: acknowledgement,
    }),
  }),
});

export const { useSignupMutation, useRegisterCompanyMutation } = authApi;
