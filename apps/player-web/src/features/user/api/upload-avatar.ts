// POST /api/image/base64 {data: data URL} -> {url}, then POST /api/set_avatar {path: url}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadedImageResponse } from '@lootledger/contracts';
import { ME_QUERY_KEY } from '@/api/get-me';
import { api } from '@/lib/api-client';

export const uploadImage = (dataUrl: string) => api.post<UploadedImageResponse>('/api/image/base64', { data: dataUrl });

export const setAvatar = (path: string) => api.post<unknown>('/api/set_avatar', { path }, { successToast: true });

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (dataUrl: string) => {
      const { url } = await uploadImage(dataUrl);
      await setAvatar(url);
      return url;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
