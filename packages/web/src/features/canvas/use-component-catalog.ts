import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { takeComponentCredentials, takeNodes } from '../../routes/preload-data'
import { useAppDispatch } from '../../store'
import { setComponentCredentials, setComponentNodes } from '../../store/canvasSlice'

/** Loads the node and credential catalogues once and puts them in the store; returns the nodes' query. */
export function useComponentCatalog() {
  const dispatch = useAppDispatch()
  const nodes = useQuery({ queryKey: ['nodes'], queryFn: takeNodes, staleTime: Infinity })
  const credentialKinds = useQuery({
    queryKey: ['components-credentials'],
    queryFn: takeComponentCredentials,
    staleTime: Infinity,
  })
  useEffect(() => {
    if (nodes.data) dispatch(setComponentNodes(nodes.data))
  }, [nodes.data, dispatch])
  useEffect(() => {
    if (credentialKinds.data) dispatch(setComponentCredentials(credentialKinds.data))
  }, [credentialKinds.data, dispatch])
  return nodes
}
