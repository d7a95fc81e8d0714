/**
 * The bare skeleton of the app's stack (issue 15), the reference of `npm run bench:web`:
 * React, MUI with Roboto, Redux Toolkit with RTK Query, React Router's data router, one
 * route with a title, a paragraph and a button. Nothing else.
 */
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router';

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api/v1/' }),
  endpoints: (build) => ({ health: build.query<unknown, void>({ query: () => 'health/' }) }),
});
const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (getDefault) => getDefault().concat(api.middleware),
});

// eslint-disable-next-line react-refresh/only-export-components -- an entry, never hot-reloaded
function Home() {
  api.useHealthQuery();
  return (
    <Container component="main" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Encuentra el trabajo que encaja contigo
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Un esqueleto con la misma pila que la app: MUI, RTK Query y el enrutador de datos.
      </Typography>
      <Button variant="contained">Buscar ofertas</Button>
    </Container>
  );
}

const router = createBrowserRouter([{ path: '/', element: <Home /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <ThemeProvider theme={createTheme()}>
        <CssBaseline />
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>
  </StrictMode>,
);
