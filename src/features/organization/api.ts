import { api } from '@/app/api';
import type { Company, CompanyBody, CompanyMember, InviteBody, MemberChange } from './model';
import { companyAnswer, memberAnswer, membersAnswer } from './schemas';

/** Largest page the API allows: a company's staff fits in one page. */
export const MEMBERS_PAGE_SIZE = 100;

interface MembersAnswer {
  data: CompanyMember[];
  total: number;
}

export const organizationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCompanyProfile: build.query<Company, string>({
      query: (companyId) => `company/${encodeURIComponent(companyId)}`,
      rawResponseSchema: companyAnswer,
      transformResponse: (answer: { data: Company }) => answer.data,
      providesTags: (_answer, _error, id) => [{ type: 'Company', id }],
    }),
    updateCompanyProfile: build.mutation<Company, { companyId: string; body: CompanyBody }>({
      query: ({ companyId, body }) => ({
        url: `company/${encodeURIComponent(companyId)}`,
        method: 'PATCH',
        body,
      }),
      rawResponseSchema: companyAnswer,
      transformResponse: (answer: { data: Company }) => answer.data,
      async onQueryStarted({ companyId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(organizationApi.util.upsertQueryData('getCompanyProfile', companyId, data));
        } catch {
          // The form shows the error and keeps what was typed.
        }
      },
    }),
    getCompanyMembers: build.query<MembersAnswer, string>({
      query: (companyId) => ({
        url: `company/${encodeURIComponent(companyId)}/users`,
        params: { pageSize: MEMBERS_PAGE_SIZE },
      }),
      rawResponseSchema: membersAnswer,
      transformResponse: (answer: MembersAnswer) => ({ data: answer.data, total: answer.total }),
      providesTags: [{ type: 'User', id: 'LIST' }],
    }),
    inviteCompanyMember: build.mutation<CompanyMember, { companyId: string; body: InviteBody }>({
      query: ({ companyId, body }) => ({
        url: `company/${encodeURIComponent(companyId)}/users`,
        method: 'POST',
        body,
      }),
      rawResponseSchema: memberAnswer,
      transformResponse: (answer: { data: CompanyMember }) => answer.data,
      invalidatesTags: (_answer, error, { companyId }) =>
        error
          ? []
          : [
              { type: 'User', id: 'LIST' },
              { type: 'Company', id: companyId },
            ],
    }),
    updateCompanyMember: build.mutation<
      CompanyMember,
      { companyId: string; userId: string; body: MemberChange }
    >({
      query: ({ companyId, userId, body }) => ({
        url: `company/${encodeURIComponent(companyId)}/users/${encodeURIComponent(userId)}`,
        method: 'PATCH',
        body,
      }),
      rawResponseSchema: memberAnswer,
      transformResponse: (answer: { data: CompanyMember }) => answer.data,
      // A change refused because the member changed meanwhile (409 `version_conflict`) shows
      // the list as it is now, as a success does.
      invalidatesTags: (_answer, error) =>
        !error || (error as { code?: string }).code === 'version_conflict'
          ? [{ type: 'User', id: 'LIST' }]
          : [],
    }),
  }),
});

export const {
  useGetCompanyProfileQuery,
  useUpdateCompanyProfileMutation,
  useGetCompanyMembersQuery,
  useInviteCompanyMemberMutation,
  useUpdateCompanyMemberMutation,
} = organizationApi;
