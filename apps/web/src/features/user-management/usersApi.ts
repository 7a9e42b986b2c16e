// The user management endpoints: members, pending invitations, invite, revoke, change role, remove (admins only).
import type { ChangeUserRoleBody, InvitationListView, InviteUserBody, MemberListView, WriteResult } from '@tourops/contracts';
import { api, LIST } from '../../app/api';
import { selectWrittenPosition, type ReadYourWritesState } from '../../app/readYourWritesSlice';

const MEMBER_LIST = { type: 'Member' as const, id: LIST };

/** Reads wait for this browser's latest write to reach the read models (local directory; Clerk answers at once). */
const afterMyWrites = (state: unknown) => {
  const position = selectWrittenPosition(state as { readYourWrites: ReadYourWritesState });
  return position ? { minPosition: position } : undefined;
};

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMembers: build.query<MemberListView, void>({
      queryFn: async (_arg, { getState }, _extra, baseQuery) => {
        const result = await baseQuery({ url: 'users', params: afterMyWrites(getState()) });
        return result.error ? { error: result.error } : { data: result.data as MemberListView };
      },
      providesTags: [MEMBER_LIST],
    }),
    listInvitations: build.query<InvitationListView, void>({
      queryFn: async (_arg, { getState }, _extra, baseQuery) => {
        const result = await baseQuery({ url: 'users/invitations', params: afterMyWrites(getState()) });
        return result.error ? { error: result.error } : { data: result.data as InvitationListView };
      },
      providesTags: [MEMBER_LIST],
    }),
    inviteUser: build.mutation<WriteResult, InviteUserBody>({
      query: (body) => ({ url: 'users/invitations', method: 'POST', body }),
      invalidatesTags: [MEMBER_LIST],
    }),
    revokeInvitation: build.mutation<WriteResult, string>({
      query: (invitationId) => ({ url: `users/invitations/${encodeURIComponent(invitationId)}`, method: 'DELETE' }),
      invalidatesTags: [MEMBER_LIST],
    }),
    changeUserRole: build.mutation<WriteResult, { userId: string } & ChangeUserRoleBody>({
      query: ({ userId, role }) => ({ url: `users/${encodeURIComponent(userId)}`, method: 'PATCH', body: { role } }),
      invalidatesTags: [MEMBER_LIST],
    }),
    removeUser: build.mutation<WriteResult, string>({
      query: (userId) => ({ url: `users/${encodeURIComponent(userId)}`, method: 'DELETE' }),
      invalidatesTags: [MEMBER_LIST],
    }),
  }),
});

export const {
  useListMembersQuery,
  useListInvitationsQuery,
  useInviteUserMutation,
  useRevokeInvitationMutation,
  useChangeUserRoleMutation,
  useRemoveUserMutation,
} = usersApi;
