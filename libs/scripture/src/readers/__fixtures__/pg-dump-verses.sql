--
-- PostgreSQL database dump
--

\restrict ZTS2oSotVRhhR4k7sX1sEypkFUACl2tCoYh4UrKeIQGg39wEcf4yMwt3S3nPgS5

-- Dumped from database version 15.20 (Debian 15.20-0+deb12u1)
-- Dumped by pg_dump version 15.20 (Debian 15.20-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: verses; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.verses (
    id integer NOT NULL,
    book integer NOT NULL,
    chapter integer,
    verse integer,
    text text
);


ALTER TABLE public.verses OWNER TO postgres;

--
-- Name: verses_id_seq; Type: SEQUENCE; Schema: public; Owner: postgres
--

CREATE SEQUENCE public.verses_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


ALTER TABLE public.verses_id_seq OWNER TO postgres;

--
-- Name: verses_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: postgres
--

ALTER SEQUENCE public.verses_id_seq OWNED BY public.verses.id;


--
-- Name: verses id; Type: DEFAULT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.verses ALTER COLUMN id SET DEFAULT nextval('public.verses_id_seq'::regclass);


--
-- Data for Name: verses; Type: TABLE DATA; Schema: public; Owner: postgres
--

COPY public.verses (id, book, chapter, verse, text) FROM stdin;
1	1	1	1	In the beginning\ttab \\ back 'q' "dq"
2	1	1	2	\N
\.


--
-- Name: verses_id_seq; Type: SEQUENCE SET; Schema: public; Owner: postgres
--

SELECT pg_catalog.setval('public.verses_id_seq', 2, true);


--
-- Name: verses verses_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.verses
    ADD CONSTRAINT verses_pkey PRIMARY KEY (id);


--
-- Name: verses_ref; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX verses_ref ON public.verses USING btree (book, chapter, verse);


--
-- PostgreSQL database dump complete
--

\unrestrict ZTS2oSotVRhhR4k7sX1sEypkFUACl2tCoYh4UrKeIQGg39wEcf4yMwt3S3nPgS5

