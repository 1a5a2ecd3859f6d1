// Generated from spec/candles/openapi.yaml (content sha256 3aa7a041473fab2f4e05698dc7004e69c9b92921b0057a26252ad2803e184ce1). Do not edit; run pnpm generate.

export interface paths {
    "/v1/last-price/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Data feed configuration. */
        get: operations["lastPriceConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/last-price/symbols": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Resolve the full metadata of one symbol. */
        get: operations["lastPriceSymbols"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/last-price/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fuzzy search of markets. */
        get: operations["lastPriceSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/last-price/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bars of one symbol at one resolution. */
        get: operations["lastPriceHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/last-price/time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Current server time in Unix seconds. */
        get: operations["lastPriceTime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/oracle-price/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Data feed configuration. */
        get: operations["oraclePriceConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/oracle-price/symbols": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Resolve the full metadata of one symbol. */
        get: operations["oraclePriceSymbols"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/oracle-price/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fuzzy search of markets. */
        get: operations["oraclePriceSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/oracle-price/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bars of one symbol at one resolution. */
        get: operations["oraclePriceHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/oracle-price/time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Current server time in Unix seconds. */
        get: operations["oraclePriceTime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
/**
 * The candle API's wire records as the spec types them (`Config`, `SymbolInfo`, `SearchResult`,
 * `HistoryBars`, ...), for servers and tests that speak the protocol itself.
 *
 * @example
 * type Config = components["schemas"]["Config"]
 */
export interface components {
    schemas: {
        /**
         * @description A bar size. Plain numbers are minutes (`60` to `720` are 1 to 12 hours); `1D`, `3D`, `1W` and `1M` are days, weeks and calendar months.
         * @enum {string}
         */
        Resolution: "1" | "3" | "5" | "15" | "30" | "60" | "120" | "240" | "480" | "720" | "1D" | "3D" | "1W" | "1M";
        /**
         * @description The market type of a symbol, its suffix after the dash.
         * @enum {string}
         */
        SymbolType: "Perp";
        /**
         * @description A market symbol, `<TICKER>-<Type>`, for example `BTCUSD-Perp`. Only `Perp` is served now.
         * @example BTCUSD-Perp
         */
        Symbol: string;
        /**
         * @description `ok` with bars, `no_data` when the range holds none, `error` with a message.
         * @enum {string}
         */
        HistoryStatus: "ok" | "no_data" | "error";
        Config: {
            supported_resolutions: string[];
            supports_group_request: boolean;
            supports_marks: boolean;
            supports_search: boolean;
            supports_timescale_marks: boolean;
            supports_time?: boolean;
            exchanges?: components["schemas"]["ConfigExchange"][];
            symbols_types?: components["schemas"]["ConfigSymbolType"][];
        };
        ConfigExchange: {
            value: string;
            name: string;
            desc: string;
        };
        ConfigSymbolType: {
            name: string;
            value: string;
        };
        SymbolInfo: {
            /** @description The symbol, `<TICKER>-Perp`. */
            name: string;
            ticker?: string;
            full_name?: string;
            description: string;
            type: string;
            /** @description Trading session, `24x7`. */
            session: string;
            exchange: string;
            listed_exchange: string;
            timezone: string;
            /** @description With `pricescale`, the price increment is `minmov / pricescale`. */
            minmov: number;
            /** @description A power of ten; its exponent is the number of price decimals shown. */
            pricescale: number;
            has_intraday: boolean;
            has_daily?: boolean;
            has_weekly_and_monthly?: boolean;
            supported_resolutions: string[];
            intraday_multipliers?: string[];
            volume_precision?: number;
            data_status?: string;
            currency_code?: string;
            format?: string;
        };
        SearchResult: {
            symbol: string;
            full_name: string;
            description: string;
            exchange: string;
            ticker?: string;
            type: string;
        };
        HistoryResponse: components["schemas"]["HistoryBars"] | components["schemas"]["HistoryNoData"] | components["schemas"]["ErrorStatus"];
        /** @description Bars in ascending time order; every array has one entry per bar. */
        HistoryBars: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            s: "ok";
            /** @description Bar open times, Unix seconds. */
            t: number[];
            o: components["schemas"]["DecimalNumbers"];
            h: components["schemas"]["DecimalNumbers"];
            l: components["schemas"]["DecimalNumbers"];
            c: components["schemas"]["DecimalNumbers"];
            v: components["schemas"]["DecimalNumbers"];
        };
        HistoryNoData: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            s: "no_data";
            /** @description Unix seconds of the closest bar before the range, when one exists. */
            nextTime?: number;
        };
        ErrorStatus: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            s: "error";
            errmsg?: string;
        };
        /** @description Prices or volumes as JSON numbers. perpkit keeps each as the decimal string of the number as sent, never as a binary float. */
        DecimalNumbers: number[];
        /** @description Unix seconds. */
        ServerTime: number;
        RateLimitBody: {
            statusCode?: number;
            error?: string;
            message?: string | string[];
            type?: string;
        };
    };
    responses: {
        /** @description The data feed configuration. */
        Config: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Config"];
            };
        };
        /** @description The symbol's metadata, or `{ s: "error", errmsg }` when the symbol is unknown. */
        SymbolInfo: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SymbolInfo"] | components["schemas"]["ErrorStatus"];
            };
        };
        /** @description Markets that match the query. */
        SearchResults: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SearchResult"][];
            };
        };
        /** @description Bars in ascending time order, no data, or an error. */
        History: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["HistoryResponse"];
            };
        };
        /** @description Current server time in Unix seconds, as a bare number. */
        ServerTime: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ServerTime"];
                "text/plain": components["schemas"]["ServerTime"];
            };
        };
        /** @description A rate limit is exhausted. */
        RateLimited: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["RateLimitBody"];
            };
        };
    };
    parameters: {
        /** @description A market symbol, `<TICKER>-Perp`. */
        Symbol: components["schemas"]["Symbol"];
        Resolution: components["schemas"]["Resolution"];
        /** @description Unix seconds of the leftmost bar wanted, included. */
        From: number;
        /** @description Unix seconds of the rightmost bar wanted, included. `to - from` may not exceed the resolution's maximum window (`x-max-window-seconds` of Resolution). */
        To: number;
        /** @description How many bars are wanted, ending at `to`. */
        Countback: number;
        /** @description Text to look for in symbols and descriptions. */
        Query: string;
        /** @description Only symbols of this type. */
        SymbolType: components["schemas"]["SymbolType"];
        /** @description Only symbols of this exchange. */
        Exchange: string;
        /** @description At most this many results. */
        Limit: number;
    };
    requestBodies: never;
    headers: {
        /** @description Points allowed in the window. */
        "RateLimit-Limit": number;
        /** @description Points left in the window. */
        "RateLimit-Remaining": number;
        /** @description Seconds until the window resets. */
        "RateLimit-Reset": number;
        /** @description Seconds until the window resets; sent only when limited. */
        "Retry-After": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    lastPriceConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Config"];
            429: components["responses"]["RateLimited"];
        };
    };
    lastPriceSymbols: {
        parameters: {
            query: {
                /** @description A market symbol, `<TICKER>-Perp`. */
                symbol: components["parameters"]["Symbol"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SymbolInfo"];
            429: components["responses"]["RateLimited"];
        };
    };
    lastPriceSearch: {
        parameters: {
            query: {
                /** @description Text to look for in symbols and descriptions. */
                query: components["parameters"]["Query"];
                /** @description Only symbols of this type. */
                type?: components["parameters"]["SymbolType"];
                /** @description Only symbols of this exchange. */
                exchange?: components["parameters"]["Exchange"];
                /** @description At most this many results. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SearchResults"];
            429: components["responses"]["RateLimited"];
        };
    };
    lastPriceHistory: {
        parameters: {
            query: {
                /** @description A market symbol, `<TICKER>-Perp`. */
                symbol: components["parameters"]["Symbol"];
                resolution: components["parameters"]["Resolution"];
                /** @description Unix seconds of the leftmost bar wanted, included. */
                from: components["parameters"]["From"];
                /** @description Unix seconds of the rightmost bar wanted, included. `to - from` may not exceed the resolution's maximum window (`x-max-window-seconds` of Resolution). */
                to: components["parameters"]["To"];
                /** @description How many bars are wanted, ending at `to`. */
                countback?: components["parameters"]["Countback"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["History"];
            429: components["responses"]["RateLimited"];
        };
    };
    lastPriceTime: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ServerTime"];
            429: components["responses"]["RateLimited"];
        };
    };
    oraclePriceConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Config"];
            429: components["responses"]["RateLimited"];
        };
    };
    oraclePriceSymbols: {
        parameters: {
            query: {
                /** @description A market symbol, `<TICKER>-Perp`. */
                symbol: components["parameters"]["Symbol"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SymbolInfo"];
            429: components["responses"]["RateLimited"];
        };
    };
    oraclePriceSearch: {
        parameters: {
            query: {
                /** @description Text to look for in symbols and descriptions. */
                query: components["parameters"]["Query"];
                /** @description Only symbols of this type. */
                type?: components["parameters"]["SymbolType"];
                /** @description Only symbols of this exchange. */
                exchange?: components["parameters"]["Exchange"];
                /** @description At most this many results. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SearchResults"];
            429: components["responses"]["RateLimited"];
        };
    };
    oraclePriceHistory: {
        parameters: {
            query: {
                /** @description A market symbol, `<TICKER>-Perp`. */
                symbol: components["parameters"]["Symbol"];
                resolution: components["parameters"]["Resolution"];
                /** @description Unix seconds of the leftmost bar wanted, included. */
                from: components["parameters"]["From"];
                /** @description Unix seconds of the rightmost bar wanted, included. `to - from` may not exceed the resolution's maximum window (`x-max-window-seconds` of Resolution). */
                to: components["parameters"]["To"];
                /** @description How many bars are wanted, ending at `to`. */
                countback?: components["parameters"]["Countback"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["History"];
            429: components["responses"]["RateLimited"];
        };
    };
    oraclePriceTime: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ServerTime"];
            429: components["responses"]["RateLimited"];
        };
    };
}
