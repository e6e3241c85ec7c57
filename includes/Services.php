<?php
/**
 * The composition root: how every service and module of the plugin is built.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine;

use Vitrine\Account\AccountDetails;
use Vitrine\Account\AccountFormHandler;
use Vitrine\Account\AccountNotices;
use Vitrine\Account\AccountPages;
use Vitrine\Account\AddressBook;
use Vitrine\Account\CustomerAccounts;
use Vitrine\Account\ShopManagerRole;
use Vitrine\Account\CustomerAdminAccess;
use Vitrine\Account\CustomerOrders;
use Vitrine\Account\FormState;
use Vitrine\Account\LoginForm;
use Vitrine\Account\Module as AccountModule;
use Vitrine\Account\MyAccount;
use Vitrine\Account\MyAccountPage;
use Vitrine\Account\Registration;
use Vitrine\Account\SavedPaymentMethods;
use Vitrine\Account\View\AccountDetailsView;
use Vitrine\Account\View\AccountNavigation;
use Vitrine\Account\View\AddressesView;
use Vitrine\Account\View\FormFields;
use Vitrine\Account\View\MyAccountView;
use Vitrine\Account\View\OrdersView;
use Vitrine\Account\View\PaymentMethodsView;
use Vitrine\Account\View\RegistrationForm;
use Vitrine\Address\Address;
use Vitrine\Address\AddressData;
use Vitrine\Address\AddressFields;
use Vitrine\Address\AddressFieldsRenderer;
use Vitrine\Address\AddressFormatter;
use Vitrine\Address\AddressLocale;
use Vitrine\Address\AddressValidator;
use Vitrine\Address\Countries;
use Vitrine\Address\Module as AddressModule;
use Vitrine\CartUi\AddToCartShortcode;
use Vitrine\CartUi\CartPage;
use Vitrine\CartUi\CartTotals;
use Vitrine\CartUi\CartUi;
use Vitrine\CartUi\FormHandler;
use Vitrine\CartUi\HeaderCart;
use Vitrine\CartUi\MiniCart;
use Vitrine\CartUi\Module as CartUiModule;
use Vitrine\CartUi\Notices;
use Vitrine\CartUi\ProductSuggestions;
use Vitrine\CartUi\Widget\MiniCartWidget;
use Vitrine\Cart\Ajax\AddToCartEndpoint;
use Vitrine\Cart\Ajax\GetRefreshedFragmentsEndpoint;
use Vitrine\Cart\Ajax\RemoveFromCartEndpoint;
use Vitrine\Cart\Cart;
use Vitrine\Cart\CartCleanup;
use Vitrine\Cart\CartService;
use Vitrine\Cart\CartSession;
use Vitrine\Cart\CartStore;
use Vitrine\Cart\Fragments;
use Vitrine\Cart\Module as CartModule;
use Vitrine\Cart\ProductResolver;
use Vitrine\Cart\Rest\CartAddItemRoute;
use Vitrine\Cart\Rest\CartRemoveItemRoute;
use Vitrine\Cart\Rest\CartRoute;
use Vitrine\Cart\Rest\CartSchema;
use Vitrine\Cart\Rest\CartUpdateItemRoute;
use Vitrine\Catalog\Admin\AttributesPage;
use Vitrine\Catalog\Admin\Module as CatalogAdminModule;
use Vitrine\Catalog\Admin\ProductDataView;
use Vitrine\Catalog\Admin\ProductEditor;
use Vitrine\Catalog\Admin\ProductForm;
use Vitrine\Catalog\Admin\ProductListTable;
use Vitrine\Catalog\AttributeLookup;
use Vitrine\Catalog\Attributes;
use Vitrine\Catalog\Catalog;
use Vitrine\Catalog\CatalogVersion;
use Vitrine\Catalog\Import\Admin\ExportPage;
use Vitrine\Catalog\Import\Admin\ImportPage;
use Vitrine\Catalog\Import\ColumnMapper;
use Vitrine\Catalog\Import\ImageImporter;
use Vitrine\Catalog\Import\ImportCleanup;
use Vitrine\Catalog\Import\ImportJobs;
use Vitrine\Catalog\Import\ImportRunner;
use Vitrine\Catalog\Import\Module as ProductImportModule;
use Vitrine\Catalog\Import\ProductExporter;
use Vitrine\Catalog\Import\ProductMatcher;
use Vitrine\Catalog\Import\ProductRowWriter;
use Vitrine\Catalog\Import\Rest\ImportBatchRoute;
use Vitrine\Catalog\Import\Rest\ImportDryRunRoute;
use Vitrine\Catalog\Import\Rest\ImportMappingRoute;
use Vitrine\Catalog\Import\Rest\ImportRoute as ProductImportRoute;
use Vitrine\Catalog\Import\Rest\ImportsRoute;
use Vitrine\Catalog\Import\RowNormaliser;
use Vitrine\Catalog\LookupSync;
use Vitrine\Catalog\LookupTable;
use Vitrine\Catalog\Module as CatalogModule;
use Vitrine\Catalog\PriceFormatter;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Catalog\ProductRepository;
use Vitrine\Catalog\ProductSales;
use Vitrine\Catalog\ProductValidator;
use Vitrine\Catalog\ProductWriter;
use Vitrine\Catalog\StockLevels;
use Vitrine\Catalog\TaxClassList;
use Vitrine\Checkout\Ajax\ApplyCouponEndpoint;
use Vitrine\Checkout\Ajax\CheckoutEndpoint;
use Vitrine\Checkout\Ajax\RemoveCouponEndpoint;
use Vitrine\Checkout\Ajax\UpdateOrderReviewEndpoint;
use Vitrine\Checkout\CartPageTotals;
use Vitrine\Checkout\Checkout;
use Vitrine\Checkout\CheckoutFormHandler;
use Vitrine\Checkout\CheckoutPages;
use Vitrine\Checkout\CheckoutService;
use Vitrine\Checkout\CheckoutView;
use Vitrine\Checkout\CouponsInCart;
use Vitrine\Checkout\Customers;
use Vitrine\Checkout\Module as CheckoutModule;
use Vitrine\Checkout\OrderAccess;
use Vitrine\Checkout\OrderAttribution;
use Vitrine\Checkout\OrderReceivedPage;
use Vitrine\Checkout\PayForOrder;
use Vitrine\Checkout\PayForOrderPage;
use Vitrine\Checkout\PaymentPageSettings;
use Vitrine\Checkout\Rest\CartCheckoutRoute;
use Vitrine\Checkout\Rest\CartTotalsSchema;
use Vitrine\Checkout\Rest\CheckoutRoute;
use Vitrine\Checkout\Rest\PayForOrderRoute;
use Vitrine\Checkout\Totals\TotalsCalculator;
use Vitrine\Checkout\UnpaidOrders;
use Vitrine\Checkout\View\CartTotalsBox;
use Vitrine\Checkout\View\CheckoutForm;
use Vitrine\Checkout\View\LoginFormRenderer;
use Vitrine\Checkout\View\OrderDetails;
use Vitrine\Checkout\View\OrderReview;
use Vitrine\Checkout\View\PaymentMethods;
use Vitrine\Core\Admin\FormStash;
use Vitrine\Core\Ajax\AjaxRouter;
use Vitrine\Core\Ajax\RefreshNonceEndpoint;
use Vitrine\Core\Assets\Assets;
use Vitrine\Core\Blocks;
use Vitrine\Core\Container;
use Vitrine\Core\Database\Transaction;
use Vitrine\Core\ExtensionData\ExtensionDataRegistry;
use Vitrine\Core\Http\CrossSiteGuard;
use Vitrine\Core\Http\Transport;
use Vitrine\Core\Http\WpTransport;
use Vitrine\Core\Install\Installer;
use Vitrine\Core\Install\Migrator;
use Vitrine\Core\Install\Uninstaller;
use Vitrine\Core\Module as CoreModule;
use Vitrine\Core\Preferences\PreferencesRoute;
use Vitrine\Core\Preferences\UserPreferences;
use Vitrine\Core\RateLimit\CacheCounters;
use Vitrine\Core\RateLimit\ClientAddress;
use Vitrine\Core\RateLimit\Counters;
use Vitrine\Core\RateLimit\DatabaseCounters;
use Vitrine\Core\RateLimit\LoginThrottle;
use Vitrine\Core\RateLimit\Module as RateLimitModule;
use Vitrine\Core\RateLimit\RateLimitCleanup;
use Vitrine\Core\RateLimit\RateLimiter;
use Vitrine\Core\RequestPriming;
use Vitrine\Core\Rest\RestApi;
use Vitrine\Core\Settings\Settings;
use Vitrine\Core\Settings\SettingsPage;
use Vitrine\Core\Settings\SettingsRoute;
use Vitrine\Coupons\Admin\CouponDataView;
use Vitrine\Coupons\Admin\CouponEditor;
use Vitrine\Coupons\Admin\CouponForm;
use Vitrine\Coupons\Admin\CouponListTable;
use Vitrine\Coupons\CouponLineFactory;
use Vitrine\Coupons\CouponPostType;
use Vitrine\Coupons\CouponRepository;
use Vitrine\Coupons\CouponUsage;
use Vitrine\Coupons\CouponValidator;
use Vitrine\Coupons\CouponWriter;
use Vitrine\Coupons\Coupons;
use Vitrine\Coupons\DiscountCalculator;
use Vitrine\Coupons\Module as CouponsModule;
use Vitrine\ManualOrders\Admin\AddOrderPage;
use Vitrine\ManualOrders\Admin\PaymentLinkBox;
use Vitrine\ManualOrders\ManualOrderSearch;
use Vitrine\ManualOrders\ManualOrderService;
use Vitrine\ManualOrders\PaymentLink;
use Vitrine\ManualOrders\Module as ManualOrdersModule;
use Vitrine\Listings\Ajax\ListingEndpoint;
use Vitrine\Listings\DynamicFieldBlock;
use Vitrine\Listings\ListingBlock;
use Vitrine\Listings\ListingLocator;
use Vitrine\Listings\Listings;
use Vitrine\Listings\ListingSources;
use Vitrine\Listings\Module as ListingsModule;
use Vitrine\Listings\ProductFields;
use Vitrine\Listings\Sources\PostsSource;
use Vitrine\Orders\Admin\OrderActions;
use Vitrine\Orders\Admin\OrderScreen;
use Vitrine\Orders\Admin\OrdersPage;
use Vitrine\Orders\Emails\EmailTemplates;
use Vitrine\Orders\Emails\OrderEmails;
use Vitrine\Orders\Module as OrdersModule;
use Vitrine\Orders\Order;
use Vitrine\Orders\OrderMoney;
use Vitrine\Orders\OrderService;
use Vitrine\Orders\OrderStock;
use Vitrine\Orders\Orders;
use Vitrine\Orders\PaymentRefunds;
use Vitrine\Orders\SalesRecorder;
use Vitrine\Orders\Storage\OrderItems;
use Vitrine\Orders\Storage\OrderMeta;
use Vitrine\Orders\Storage\OrderNotes;
use Vitrine\Orders\Storage\OrderQuery;
use Vitrine\Orders\Storage\OrderReader;
use Vitrine\Orders\Storage\OrderRefunds;
use Vitrine\Orders\Storage\OrderStore;
use Vitrine\Orders\Storage\OrderWriter;
use Vitrine\Payments\GatewayRefunds;
use Vitrine\Payments\Gateways;
use Vitrine\Payments\Module as PaymentsModule;
use Vitrine\Payments\Offline\BankTransfer;
use Vitrine\Payments\Offline\CashOnDelivery;
use Vitrine\Payments\Offline\Cheque;
use Vitrine\ProductPage\Module as ProductPageModule;
use Vitrine\ProductPage\ProductImages;
use Vitrine\ProductPage\ProductStructuredData;
use Vitrine\ProductPage\SingleProduct;
use Vitrine\ProductReviews\Module as ProductReviewsModule;
use Vitrine\ProductReviews\Ratings;
use Vitrine\ProductReviews\ReviewSubmission;
use Vitrine\ProductReviews\ReviewsTab;
use Vitrine\Reports\Admin\DashboardWidget;
use Vitrine\Reports\Admin\ReportsPage;
use Vitrine\Reports\Dashboard\DashboardFigures;
use Vitrine\Reports\Module as ReportsModule;
use Vitrine\Reports\ReportCsv;
use Vitrine\Reports\Rest\SalesReportRoute;
use Vitrine\Reports\SalesReport;
use Vitrine\Reviews\Admin\Module as ReviewsAdminModule;
use Vitrine\Reviews\Admin\ReviewsPage;
use Vitrine\Reviews\Library\Import\CsvReader;
use Vitrine\Reviews\Library\Import\ImportRow;
use Vitrine\Reviews\Library\Import\Importer;
use Vitrine\Reviews\Library\Import\JsonReader;
use Vitrine\Reviews\Library\ManualSources;
use Vitrine\Reviews\Library\Module as ReviewsLibraryModule;
use Vitrine\Reviews\Library\Rest\ImportRoute;
use Vitrine\Reviews\Library\Rest\ReviewRoute;
use Vitrine\Reviews\Library\Rest\ReviewsRoute;
use Vitrine\Reviews\Library\ReviewInput;
use Vitrine\Reviews\Module as ReviewsModule;
use Vitrine\Reviews\Sources\AvatarCopies;
use Vitrine\Reviews\Sources\ImageCache;
use Vitrine\Reviews\Sources\Module as ReviewSourcesModule;
use Vitrine\Reviews\Sources\Providers\FacebookClient;
use Vitrine\Reviews\Sources\Providers\GoogleClient;
use Vitrine\Reviews\Sources\Providers\ProviderHttp;
use Vitrine\Reviews\Sources\Providers\ProviderRegistry;
use Vitrine\Reviews\Sources\Providers\ShopClient;
use Vitrine\Reviews\Sources\Providers\YelpClient;
use Vitrine\Reviews\Sources\Refresher;
use Vitrine\Reviews\Sources\RefreshSchedule;
use Vitrine\Reviews\Sources\Rest\SourceRefreshRoute;
use Vitrine\Reviews\Sources\Rest\SourceRoute;
use Vitrine\Reviews\Sources\Rest\SourceService;
use Vitrine\Reviews\Sources\Rest\SourceView;
use Vitrine\Reviews\Sources\Rest\SourcesRoute;
use Vitrine\Reviews\Storage\ReviewRepository;
use Vitrine\Reviews\Storage\SourceRepository;
use Vitrine\Reviews\Views\CardRenderer;
use Vitrine\Reviews\Views\Floating\FloatingRenderer;
use Vitrine\Reviews\Views\SliderRenderer;
use Vitrine\Reviews\Views\WidgetRenderer;
use Vitrine\Reviews\Views\WidgetReviews;
use Vitrine\Reviews\Widgets\Ajax\GetReviewsEndpoint;
use Vitrine\Reviews\Widgets\Ajax\ReviewsEmbedEndpoint;
use Vitrine\Reviews\Widgets\Module as ReviewWidgetsModule;
use Vitrine\Reviews\Widgets\Rest\WidgetPayload;
use Vitrine\Reviews\Widgets\Rest\WidgetPreviewRoute;
use Vitrine\Reviews\Widgets\Rest\WidgetRoute;
use Vitrine\Reviews\Widgets\Rest\WidgetSchemaRoute;
use Vitrine\Reviews\Widgets\Rest\WidgetsRoute;
use Vitrine\Reviews\Widgets\ReviewsBlock;
use Vitrine\Reviews\Widgets\Shortcode;
use Vitrine\Reviews\Widgets\WidgetOptions;
use Vitrine\Reviews\Widgets\WidgetRepository;
use Vitrine\Shipping\Admin\ShippingClassMetaBox;
use Vitrine\Shipping\Admin\ShippingPage;
use Vitrine\Shipping\Amounts;
use Vitrine\Shipping\Methods\FieldValidator;
use Vitrine\Shipping\Methods\FlatRate;
use Vitrine\Shipping\Methods\FreeShipping;
use Vitrine\Shipping\Methods\LocalPickup;
use Vitrine\Shipping\Module as ShippingModule;
use Vitrine\Shipping\Shipping;
use Vitrine\Shipping\ShippingCalculator;
use Vitrine\Shipping\ShippingClasses;
use Vitrine\Shipping\ShippingMethods;
use Vitrine\Shipping\ShippingZones;
use Vitrine\Shop\BlockTemplates;
use Vitrine\Shop\CartSuggestions;
use Vitrine\Shop\ClassicTemplates;
use Vitrine\Shop\Filters\FilterBlock;
use Vitrine\Shop\Filters\FilterCounts;
use Vitrine\Shop\Filters\ProductFilterSql;
use Vitrine\Shop\Module as ShopModule;
use Vitrine\Shop\ProductCard;
use Vitrine\Shop\ProductGridBlock;
use Vitrine\Shop\ProductQuery;
use Vitrine\Shop\ShopLayoutPattern;
use Vitrine\Shop\ShopRenderer;
use Vitrine\Search\Module as SearchModule;
use Vitrine\Search\IndexVersion;
use Vitrine\Search\ProductSearch;
use Vitrine\Search\SearchForm;
use Vitrine\Search\SearchIndex;
use Vitrine\Search\SearchResults;
use Vitrine\Search\SearchPages;
use Vitrine\Search\SearchSync;
use Vitrine\Stripe\Admin\ConnectionCheck;
use Vitrine\Stripe\Admin\Rest\BlockedAttemptsRoute;
use Vitrine\Stripe\Admin\Rest\CheckConnectionRoute;
use Vitrine\Stripe\Admin\Rest\PaymentMethodsRoute;
use Vitrine\Stripe\Admin\Rest\WebhookHealthRoute;
use Vitrine\Stripe\Ajax\ConfirmChangePaymentEndpoint;
use Vitrine\Stripe\Ajax\CreateAndConfirmSetupIntentEndpoint;
use Vitrine\Stripe\Ajax\CreatePaymentIntentEndpoint;
use Vitrine\Stripe\Ajax\InitSetupIntentEndpoint;
use Vitrine\Stripe\Ajax\OrderIntentAccess;
use Vitrine\Stripe\Ajax\SaveAppearanceEndpoint;
use Vitrine\Stripe\Ajax\UpdateFailedOrderEndpoint;
use Vitrine\Stripe\Ajax\UpdateOrderStatusEndpoint;
use Vitrine\Stripe\Ajax\UpdatePaymentIntentEndpoint;
use Vitrine\Stripe\Api\RetryPolicy;
use Vitrine\Stripe\Api\SecretKeySource;
use Vitrine\Stripe\Api\StripeClient;
use Vitrine\Stripe\Customers\AccountDefaultMethod;
use Vitrine\Stripe\Customers\AccountMethods;
use Vitrine\Stripe\Customers\SavedMethods as StripeSavedMethods;
use Vitrine\Stripe\Customers\SavedMethodsField;
use Vitrine\Stripe\Customers\StripeCustomers;
use Vitrine\Stripe\Express\ApplePayDomain;
use Vitrine\Stripe\Express\ExpressPageSettings;
use Vitrine\Stripe\Express\ExpressPlacement;
use Vitrine\Stripe\Express\Rest\PaymentMethodDomainRoute;
use Vitrine\Stripe\Fraud\BlockedAttempts;
use Vitrine\Stripe\Fraud\CardTestingGuard;
use Vitrine\Stripe\Fraud\StripeFingerprints;
use Vitrine\Stripe\Gateway\LocalMethodGateway;
use Vitrine\Stripe\Gateway\PaymentMethodTypes;
use Vitrine\Stripe\Gateway\StripeCheckoutAssets;
use Vitrine\Stripe\Gateway\StripeCheckoutSettings;
use Vitrine\Stripe\Gateway\StripeGateway;
use Vitrine\Stripe\Module as StripeModule;
use Vitrine\Stripe\Orders\DuplicateChargeGuard;
use Vitrine\Stripe\Orders\IntentOutcome;
use Vitrine\Stripe\Orders\OrderLocator;
use Vitrine\Stripe\Reconciliation\Reconciliation;
use Vitrine\Stripe\Webhooks\EventStore;
use Vitrine\Stripe\Webhooks\Handlers\ChargeRefundedEvents;
use Vitrine\Stripe\Webhooks\Handlers\DisputeEvents;
use Vitrine\Stripe\Webhooks\Handlers\IntentEvents;
use Vitrine\Stripe\Webhooks\Rest\StripeWebhookRoute;
use Vitrine\Stripe\Webhooks\WebhookHealth;
use Vitrine\Stripe\Webhooks\WebhookReceiver;
use Vitrine\Stripe\Payments\CaptureAction;
use Vitrine\Stripe\Payments\ConfirmationRedirect;
use Vitrine\Stripe\Payments\IntentRecord;
use Vitrine\Stripe\Payments\ManualCapture;
use Vitrine\Stripe\Payments\OrderPaymentLock;
use Vitrine\Stripe\Payments\PaymentProcessor;
use Vitrine\Stripe\Payments\SetupIntents;
use Vitrine\Stripe\Payments\StripeRefunds;
use Vitrine\Stripe\Settings\StripeAppearance;
use Vitrine\Stripe\Settings\StripeSettings;
use Vitrine\Stripe\Express\AddressNormalizer;
use Vitrine\Stripe\Express\Ajax\AddToCartEndpoint as ExpressAddToCartEndpoint;
use Vitrine\Stripe\Express\Ajax\ClearCartEndpoint as ExpressClearCartEndpoint;
use Vitrine\Stripe\Express\Ajax\ExpressEndpoints;
use Vitrine\Stripe\Express\Ajax\ExpressNoncesEndpoint;
use Vitrine\Stripe\Express\Ajax\GetCartDetailsEndpoint;
use Vitrine\Stripe\Express\Ajax\GetSelectedProductDataEndpoint;
use Vitrine\Stripe\Express\Ajax\GetShippingOptionsEndpoint;
use Vitrine\Stripe\Express\Ajax\NormalizeAddressEndpoint;
use Vitrine\Stripe\Express\Ajax\UpdateShippingMethodEndpoint;
use Vitrine\Stripe\Express\ExpressCart;
use Vitrine\Stripe\Express\ExpressCartDetails;
use Vitrine\Stripe\Express\ExpressCheckoutRequest;
use Vitrine\Stripe\Express\ExpressPaymentType;
use Vitrine\Stripe\Express\ExpressSwitch;
use Vitrine\Setup\Admin\SetupScreen;
use Vitrine\Setup\Module as SetupModule;
use Vitrine\Setup\FirstOrderReadiness;
use Vitrine\Setup\ShopSetup;
use Vitrine\Attribution\CheckoutInputs;
use Vitrine\Attribution\Module as AttributionModule;
use Vitrine\Orders\Origins\OrderOrigins;
use Vitrine\Attribution\TrackingCookies;
use Vitrine\Customers\Admin\CustomersPage;
use Vitrine\Customers\CustomerList;
use Vitrine\Customers\CustomerNotes;
use Vitrine\Customers\CustomerSummary;
use Vitrine\Customers\Module as CustomersModule;
use Vitrine\Inventory\Admin\StockHistoryBox;
use Vitrine\Inventory\Module as InventoryModule;
use Vitrine\Migration\Admin\WooMigrationPage;
use Vitrine\Migration\Module as MigrationModule;
use Vitrine\Migration\Rest\WooMigrationBatchRoute;
use Vitrine\Migration\Rest\WooMigrationRoute;
use Vitrine\Migration\Rest\WooMigrationRunsRoute;
use Vitrine\Migration\Woo\CouponStep as WooCouponStep;
use Vitrine\Migration\Woo\CustomerStep as WooCustomerStep;
use Vitrine\Migration\Woo\OrderStep as WooOrderStep;
use Vitrine\Migration\Woo\ProductStep as WooProductStep;
use Vitrine\Migration\Woo\WooOrders;
use Vitrine\Orders\Storage\ImportedDates;
use Vitrine\Migration\Woo\WooIds;
use Vitrine\Migration\Woo\WooMigration;
use Vitrine\Migration\Woo\WooSource;
use Vitrine\Privacy\AccountPersonalData;
use Vitrine\Privacy\Module as PrivacyModule;
use Vitrine\Privacy\OrdersPersonalData;
use Vitrine\Inventory\StockAlerts;
use Vitrine\Inventory\StockHistory;
use Vitrine\Inventory\StockThreshold;
use Vitrine\DataStores\Admin\DataStoresPage;
use Vitrine\DataStores\Ajax\AddToStoreEndpoint;
use Vitrine\DataStores\Ajax\RemoveFromStoreEndpoint;
use Vitrine\DataStores\Ajax\StoreStateEndpoint;
use Vitrine\DataStores\LinkActions;
use Vitrine\DataStores\Module as DataStoresModule;
use Vitrine\DataStores\StoreCookies;
use Vitrine\DataStores\StoreDefinitions;
use Vitrine\DataStores\StoreItems;
use Vitrine\DataStores\StoreListingSource;
use Vitrine\DataStores\View\StoreButtons;
use Vitrine\DataStores\VisitorStores;
use Vitrine\Calendar\Ajax\CalendarMonthEndpoint;
use Vitrine\Calendar\CalendarBlock;
use Vitrine\Calendar\CalendarCache;
use Vitrine\Calendar\CalendarEvents;
use Vitrine\Calendar\CalendarRenderer;
use Vitrine\Calendar\EventMeta;
use Vitrine\Calendar\Module as CalendarModule;
use Vitrine\Storefront\ComingSoon;
use Vitrine\Storefront\Module as StorefrontModule;
use Vitrine\Storefront\PasswordField;
use Vitrine\Storefront\StoreNotice;
use Vitrine\Tax\Admin\TaxesPage;
use Vitrine\Tax\Module as TaxModule;
use Vitrine\Tax\ProductTax;
use Vitrine\Tax\Tax;
use Vitrine\Tax\TaxCalculator;
use Vitrine\Tax\TaxClasses;
use Vitrine\Tax\TaxRateRepository;
use Vitrine\Tax\TaxSettings;

/**
 * The one place where services are built (see docs/architecture.md, "the composition root").
 *
 * Each module's provider below returns the factories of its services and of its Module, keyed
 * by class name; a factory asks the container for what it is built from. Modules receive what
 * they hook up through their constructors and never build a service themselves. The order of
 * MODULES is not load-bearing: settings sections have declared positions (SectionPosition) and
 * init hooks named priorities (InitPriority); Services tests register them in reverse.
 *
 * Tests build a container with some services replaced: Services::container()->with( array(
 * Transport::class => $fake ) )->get( Refresher::class ), or TestCase::services().
 */
final class Services {

	/**
	 * The modules, in the order they register.
	 *
	 * @var list<class-string<Module>>
	 */
	public const MODULES = array(
		CoreModule::class,
		RateLimitModule::class,
		StorefrontModule::class,
		CatalogModule::class,
		TaxModule::class,
		CatalogAdminModule::class,
		ProductImportModule::class,
		CartModule::class,
		CartUiModule::class,
		ShopModule::class,
		ListingsModule::class,
		ProductReviewsModule::class,
		ProductPageModule::class,
		ShippingModule::class,
		CouponsModule::class,
		OrdersModule::class,
		AddressModule::class,
		PaymentsModule::class,
		CheckoutModule::class,
		ManualOrdersModule::class,
		AttributionModule::class,
		DataStoresModule::class,
		ReportsModule::class,
		AccountModule::class,
		CustomersModule::class,
		InventoryModule::class,
		PrivacyModule::class,
		MigrationModule::class,
		ReviewsModule::class,
		CalendarModule::class,
		SearchModule::class,
		StripeModule::class,
		SetupModule::class,
	);

	/**
	 * A new container with every factory; nothing is built until asked for.
	 */
	public static function container(): Container {
		return new Container( self::factories() );
	}

	/**
	 * Every factory, by class name.
	 *
	 * @return array<string, \Closure(Container): object>
	 */
	public static function factories(): array {
		return array_merge(
			self::core(),
			self::rate_limits(),
			self::storefront(),
			self::catalog(),
			self::product_import(),
			self::tax(),
			self::setup(),
			self::cart(),
			self::cart_ui(),
			self::shop(),
			self::listings(),
			self::product_page(),
			self::product_reviews(),
			self::shipping(),
			self::coupons(),
			self::orders(),
			self::address(),
			self::payments(),
			self::checkout(),
			self::manual_orders(),
			self::attribution(),
			self::data_stores(),
			self::reports(),
			self::account(),
			self::customers(),
			self::inventory(),
			self::privacy(),
			self::migration(),
			self::reviews(),
			self::calendar(),
			self::search(),
			self::stripe(),
			self::uninstall(),
		);
	}

	/**
	 * @return array<string, \Closure(Container): object>
	 */
	private static function core(): array {
		return array(
			Settings::class              => static fn (): Settings => new Settings(),
			// One for the plugin: nested runs become savepoints of the outermost (docs/architecture.md).
			Transaction::class           => static fn (): Transaction => new Transaction(),
			// Every client of a remote API sends through it: a test swaps it to reach no network.
			Transport::class             => static fn (): Transport => new WpTransport(),
			Assets::class                => static fn (): Assets => new Assets(),
			// One check of where a state-changing browser request came from, for every form, ajax call and route.
			CrossSiteGuard::class        => static fn (): CrossSiteGuard => new CrossSiteGuard(),
			RestApi::class               => static fn ( Container $c ): RestApi => new RestApi( $c->get( CrossSiteGuard::class ) ),
			AjaxRouter::class            => static fn ( Container $c ): AjaxRouter => new AjaxRouter( $c->get( CrossSiteGuard::class ) ),
			// The namespaces of extension data the checkout accepts; modules register theirs.
			ExtensionDataRegistry::class => static fn (): ExtensionDataRegistry => new ExtensionDataRegistry(),
			UserPreferences::class       => static fn (): UserPreferences => new UserPreferences(),
			Installer::class             => static fn (): Installer => new Installer(),
			Blocks::class                => static fn (): Blocks => new Blocks(),
			SettingsPage::class          => static fn ( Container $c ): SettingsPage => new SettingsPage( $c->get( Settings::class ), $c->get( Assets::class ) ),
			// One BlockTemplates for every module's block templates (WordPress 6.5 has no register_block_template()).
			BlockTemplates::class        => static fn (): BlockTemplates => new BlockTemplates(),
			CoreModule::class            => static fn ( Container $c ): CoreModule => new CoreModule(
				$c->get( Settings::class ),
				$c->get( Assets::class ),
				$c->get( RestApi::class ),
				$c->get( AjaxRouter::class ),
				$c->get( Installer::class ),
				$c->get( SettingsPage::class ),
				$c->get( Blocks::class ),
				array(
					new SettingsRoute( $c->get( Settings::class ) ),
					new PreferencesRoute( $c->get( UserPreferences::class ) ),
				),
				array( new RefreshNonceEndpoint() ),
				new RequestPriming( $c->get( Settings::class ) )
			),
		);
	}

	/**
	 * @return array<string, \Closure(Container): object>
	 */
	private static function rate_limits(): array {
		return array(
			ClientAddress::class    => static fn ( Container $c ): ClientAddress => new ClientAddress( $c->get( Settings::class ) ),
			DatabaseCounters::class => static fn (): DatabaseCounters => new DatabaseCounters(),
			// Shared by every web server: the persistent object cache when there is one. A cache kept
			// per server (APCu) is not shared: such a site turns the filter off to count in the database.
			Counters::class         => static fn ( Container $c ): Counters => apply_filters( 'vitrine_rate_limits_use_object_cache', wp_using_ext_object_cache() )
				? new CacheCounters( static fn (): int => time() )
				: $c->get( DatabaseCounters::class ),
			RateLimiter::class      => static fn ( Container $c ): RateLimiter => new RateLimiter( $c->get( Settings::class ), $c->get( ClientAddress::class ), $c->get( Counters::class ) ),
			RateLimitCleanup::class => static fn ( Container $c ): RateLimitCleanup => new RateLimitCleanup( $c->get( DatabaseCounters::class ) ),
			RateLimitModule::class  => static fn ( Container $c ): RateLimitModule => new RateLimitModule(
				$c->get( Settings::class ),
				$c->get( RateLimitCleanup::class ),
				new LoginThrottle( $c->get( RateLimiter::class ) )
			),
		);
	}

	/**
	 * @return array<string, \Closure(Container): object>
	 */
	private static function storefront(): array {
		return array(
			PasswordField::class    => static fn ( Container $c ): PasswordField => new PasswordField( $c->get( Assets::class ) ),
			StorefrontModule::class => static fn ( Container $c ): StorefrontModule => new StorefrontModule(
				$c->get( Settings::class ),
				$c->get( Assets::class ),
				new StoreNotice( $c->get( Settings::class ), $c->get( Assets::class ) ),
				new ComingSoon( $c->get( Settings::class ), $c->get( Assets::class ), $c->get( UserPreferences::class ) )
			),
		);
	}

	/**
	 * @return array<string, \Closure(Container): object>
	 */
	private static function catalog(): array {
		return array(
			Attributes::class         => static fn (): Attributes => new Attributes(),
			ProductPostTypes::class   => static fn ( Container $c ): ProductPostTypes => new ProductPostTypes( $c->get( Attributes::class ) ),
			ProductRepository::class  => static fn (): ProductRepository => new ProductRepository(),
			AttributeLookup::class    => static fn ( Container $c ): AttributeLookup => new AttributeLookup( $c->get( ProductRepository::class ) ),
			CatalogVersion::class     => static fn (): CatalogVersion => new CatalogVersion(),
			LookupTable::class        => static fn ( Container $c ): LookupTable => new LookupTable( $c->get( ProductRepository::class ), $c->get( AttributeLookup::class ), $c->get( CatalogVersion::class ) ),
			LookupSync::class         => static fn ( Container $c ): LookupSync => new LookupSync( $c->get( LookupTable::class ), $c->get( AttributeLookup::class ) ),
			ProductValidator::class   => static fn ( Container $c ): ProductValidator => new ProductValidator( $c->get( LookupTable::class ), $c->get( TaxClassList::class ) ),
			ProductWriter::class      => static fn ( Container $c ): ProductWriter => new ProductWriter( $c->get( ProductValidator::class ), $c->get( LookupTable::class ), $c->get( StockLevels::class ) ),
			PriceFormatter::class     => static fn ( Container $c ): PriceFormatter => new PriceFormatter( $c->get( Settings::class ), $c->get( ProductRepository::class ) ),
			StockLevels::class        => static fn ( Container $c ): StockLevels => new StockLevels( $c->get( LookupTable::class ) ),
			ProductSales::class       => static fn ( Container $c ): ProductSales => new ProductSales( $c->get( LookupTable::class ) ),
			Catalog::class            => static fn ( Container $c ): Catalog => new Catalog(
				$c->get( Attributes::class ),
				$c->get( ProductPostTypes::class ),
				$c->get( ProductRepository::class ),
				$c->get( LookupTable::class ),
				$c->get( LookupSync::class ),
				$c->get( ProductWriter::class ),
				$c->get( PriceFormatter::class )
			),
			CatalogModule::class      => static fn ( Container $c ): CatalogModule => new CatalogModule( $c->get( Settings::class ), $c->get( Catalog::class ) ),
			ProductForm::class        => static fn ( Container $c ): ProductForm => new ProductForm( $c->get( ProductValidator::class ), $c->get( Attributes::class ) ),
			CatalogAdminModule::class => static function ( Container $c ): CatalogAdminModule {
				// The editor and the attributes page share one stash, as they always did.
				$stash = new FormStash();
				$form  = $c->get( ProductForm::class );
				return new CatalogAdminModule(
					new ProductEditor(
						$c->get( ProductWriter::class ),
						$c->get( ProductRepository::class ),
						$form,
						new ProductDataView( $form, $c->get( Attributes::class ), $c->get( TaxClassList::class ) ),
						$stash,
						$c->get( Assets::class )
					),
					new ProductListTable( $c->get( ProductRepository::class ), $c->get( PriceFormatter::class ) ),
					// No Delete on Products > Attributes until the catalog can delete an attribute with its
					// values: pass Attributes::delete() here (a Closure taking the slug) once it exists.
					new AttributesPage( $c->get( Attributes::class ), $stash, \Closure::fromCallable( array( $c->get( Attributes::class ), 'delete' ) ) )
				);
			},
		);
	}

	/**
	 * Product import and export (Products > Import, Products > Export).
	 *
	 * @return array<string, \Closure(Container): object>
	 */
	private static function product_import(): array {
		$sample = 'includes/Catalog/Import/sample/products.csv';
		return array(
			ProductExporter::class     => static fn ( Container $c ): ProductExporter => new ProductExporter( $c->get( ProductRepository::class ) ),
			ImportJobs::class          => static fn (): ImportJobs => new ImportJobs(),
			ProductMatcher::class      => static fn ( Container $c ): ProductMatcher => new ProductMatcher( $c->get( LookupTable::class ) ),
			RowNormaliser::class       => static fn ( Container $c ): RowNormaliser => new RowNormaliser( $c->get( ProductValidator::class ), $c->get( ProductMatcher::class ), $c->get( Attributes::class ) ),
			// The WooCommerce migration will write its products through it too.
			ProductRowWriter::class    => static fn ( Container $c ): ProductRowWriter => new ProductRowWriter( $c->get( ProductWriter::class ), $c->get( Attributes::class ), $c->get( StockLevels::class ) ),
			// Tests give it their local image server's host as trusted.
			ImageImporter::class       => static fn ( Container $c ): ImageImporter => new ImageImporter( $c->get( Transport::class ) ),
			ImportRunner::class        => static fn ( Container $c ): ImportRunner => new ImportRunner(
				$c->get( ImportJobs::class ),
				new ColumnMapper(),
				$c->get( RowNormaliser::class ),
				$c->get( ProductMatcher::class ),
				$c->get( ProductRowWriter::class ),
				$c->get( ImageImporter::class ),
				$c->get( Transaction::class )
			),
			ProductImportModule::class => static fn ( Container $c ): ProductImportModule => new ProductImportModule(
				$c->get( RestApi::class ),
				new ExportPage( $c->get( ProductExporter::class ) ),
				new ImportPage( $c->get( Assets::class ), plugins_url( $sample, VITRINE_FILE ) ),
				array(
					new ImportsRoute( $c->get( ImportRunner::class ), VITRINE_DIR . $sample ),
					new ProductImportRoute( $c->get( ImportJobs::class ) ),
					new ImportMappingRoute( $c->get( ImportJobs::class ), $c->get( ImportRunner::class ) ),
					new ImportDryRunRoute( $c->get( ImportRunner::class ) ),
					new ImportBatchRoute( $c->get( ImportRunner::class ) ),
				),
				new ImportCleanup( $c->get( ImportJobs::class ) )
			),
		);
	}

	/**
	 * @return array<string, \Closure(Container): object>
	 */
	private static function tax(): array {
		return array(
			TaxClasses::class        => static fn (): TaxClasses => new TaxClasses(),
			// The catalog's product forms read the tax classes through its own interface.
			TaxClassList::class      => static fn ( Container $c ): TaxClassList => $c->get( TaxClasses::class ),
			TaxSettings::class       => static fn ( Container $c ): TaxSettings => new TaxSettings( $c->get( Settings::class ), $c->get( TaxClasses::class ) ),
			TaxRateRepository::class => static fn ( Container $c ): TaxRateRepository => new TaxRateRepository( $c->get( TaxClasses::class ) ),
			TaxCalculator::class     => static fn ( Container $c ): TaxCalculator => new TaxCalculator( $c->get( TaxRateRepository::class ), $c->get( TaxSettings::class ), $c->get( TaxClasses::class ) ),
			ProductTax::class        => static fn ( Container $c ): ProductTax => new ProductTax( $c->get( TaxClasses::class ) ),
			Tax::class               => static fn ( Container $c ): Tax => new Tax(
				$c->get( TaxClasses::class ),
				$c->get( TaxSettings::class ),
				$c->get( TaxRateRepository::class ),
				$c->get( TaxCalculator::class ),
				$c->get( ProductTax::class )
			),
			TaxModule::class         => static fn ( Container $c ): TaxModule => new TaxModule(
				$c->get( Tax::class ),
				new TaxesPage( $c->get( TaxRateRepository::class ), $c->get( TaxClasses::class ), $c->get( TaxSettings::class ), new FormStash() )
			),
		);
	}

	/**
	 * The first-run setup (on top of the catalog, tax, cart, checkout and account modules whose
	 * settings and pages it fills).
	 *
	 * @return array<string, \Closure(Container): object>
	 */
	private static function setup(): array {
		return array(
			ShopSetup::class   => static fn ( Container $c ): ShopSetup => new ShopSetup( $c->get( Settings::class ) ),
			SetupScreen::class => static fn ( Container $c ): SetupScreen => new SetupScreen( $c->get( ShopSetup::class ), new FormStash(), new FirstOrderReadiness( $c->get( Gateways::class ), $c->get( ShippingZones::class ) ) ),
			SetupModule::class => static fn ( Container $c ): SetupModule => new SetupModule( $c->get( SetupScreen::class ) ),
		);
	}

	/**
	 * @return array<string, \Closure(Container): object>
	 */
	private static function cart(): array {
		return array(
			CartStore::class   => static fn ( Container $c ): CartStore => new CartStore( $c->get( Transaction::class ) ),
			CartSession::class => static fn ( Container $c ): CartSession => new CartSession( $c->get( Settings::class ) ),
			CartService::class => static fn ( Container $c ): CartService => new CartService(
				$c->get( CartStore::class ),
				$c->get( CartSession::class ),
				new ProductResolver( $c->get( ProductRepository::class ) ),
				$c->get( PriceFormatter::class ),
				$c->get( RateLimiter::class )
			),
			Fragments::class   => static fn (): Fragments => new Fragments(),
			CartCleanup::class => static fn ( Container $c ): CartCleanup => new CartCleanup( $c->get( CartStore::class ) ),
			CartSchema::class  => static fn ( Container $c ): CartSchema => new CartSchema( $c->get( PriceFormatter::class ) ),
			Cart::class        => static fn ( Container $c ): Cart => new Cart(
				$c->get( CartStore::class ),
				$c->get( CartSession::class ),
				$c->get( CartService::class ),
				$c->get( Fragments::class ),
				$c->get( CartCleanup::class )
			),
			CartModule::class  => static function ( Container $c ): CartModule {
				$service   = $c->get( CartService::class );
				$fragments = $c->get( Fragments::class );
				$schema    = $c->get( CartSchema::class );
				return new CartModule(
					$c->get( Settings::class ),
					$c->get( RestApi::class ),
					$c->get( AjaxRouter::class ),
					$c->get( Cart::class ),
					array(
						new AddToCartEndpoint( $service, $fragments ),
						new RemoveFromCartEndpoint( $service, $fragments ),
						new GetRefreshedFragmentsEndpoint( $service, $c->get( CartSession::class ), $fragments ),
						new RefreshNonceEndpoint( 'refresh_cart_nonce', Cart::NONCE_ACTION ),
					),
					array(
						new CartRoute( $service, $schema ),
						new CartAddItemRoute( $service, $schema ),
						new CartUpdateItemRoute( $service, $schema ),
						new CartRemoveItemRoute( $service, $schema ),
					)
				);
			},
		);
	}

	/**
	 * @return array<string, \Closure(Container): object>
	 */
	private static function cart_ui(): array {
		return array(
			Notices::class            => static fn (): Notices => new Notices(),
			CartPage::class           => static fn ( Container $c ): CartPage => new CartPage(
				$c->get( Settings::class ),
				$c->get( CartService::class ),
				$c->get( PriceFormatter::class ),
				$c->get( Assets::class ),
				$c->get( Notices::class ),
				// The checkout's totals box and the shop's cards, through the cart UI's interfaces.
				$c->get( CartTotals::class ),
				$c->get( ProductSuggestions::class )
			),
			MiniCart::class           => static fn ( Container $c ): MiniCart => new MiniCart(
				$c->get( Assets::class ),
				$c->get( PriceFormatter::class ),
				$c->get( CartPage::class ),
				// The checkout is a module above the cart UI: its address comes as a function.
				static fn (): string => $c->get( CheckoutPages::class )->url(),
				static fn (): int => $c->get( CheckoutPages::class )->stored_id()
			),
			HeaderCart::class         => static fn ( Container $c ): HeaderCart => new HeaderCart( $c->get( Settings::class ), $c->get( MiniCart::class ) ),
			FormHandler::class        => static fn ( Container $c ): FormHandler => new FormHandler( $c->get( CartService::class ), $c->get( CartPage::class ), $c->get( Notices::class ), $c->get( Settings::class ), $c->get( CrossSiteGuard::class ), $c->get( CartTotals::class ) ),
			AddToCartShortcode::class => static fn ( Container $c ): AddToCartShortcode => new AddToCartShortcode( $c->get( ProductRepository::class ), $c->get( PriceFormatter::class ) ),
			// The empty cart shows the shop's own cards, through the cart UI's interface.
			ProductSuggestions::class => static fn ( Container $c ): ProductSuggestions => new CartSuggestions( $c->get( ProductQuery::class ), $c->get( ShopRenderer::class ), $c->get( Assets::class ) ),
			CartUi::class             => static fn ( Container $c ): CartUi => new CartUi(
				$c->get( Notices::class ),
				$c->get( CartPage::class ),
				$c->get( MiniCart::class ),
				$c->get( FormHandler::class ),
				$c->get( AddToCartShortcode::class )
			),
			CartUiModule::class       => static function ( Container $c ): CartUiModule {
				$mini_cart = $c->get( MiniCart::class );
				return new CartUiModule(
					$c->get( Settings::class ),
					$c->get( Assets::class ),
					$c->get( Catalog::class ),
					$c->get( Cart::class ),
					$c->get( CartUi::class ),
					// A WP_Widget is made when widgets_init asks for it, not at boot.
					static fn (): MiniCartWidget => new MiniCartWidget( $mini_cart ),
					$c->get( HeaderCart::class ),
					$c->get( Blocks::class )
				);
			},
		);
	}

	/**
	 * @return array<string, \Closure(Container): object>
	 */
	private static function shop(): array {
		return array(
			ProductQuery::class => static fn ( Container $c ): ProductQuery => new ProductQuery( $c->get( Settings::class ), $c->get( Attributes::class ), new ProductFilterSql(), $c->get( FilterCounts::class ) ),
			ShopRenderer::class => static fn ( Container $c ): ShopRenderer => new ShopRenderer( $c->get( ProductRepository::class ), new ProductCard( $c->get( Catalog::class ) ) ),
			ShopModule::class   => static fn ( Container $c ): ShopModule => new ShopModule(
				$c->get( Settings::class ),
				$c->get( Assets::class ),
				$c->get( BlockTemplates::class ),
				$c->get( ProductQuery::class ),
				new ProductGridBlock( $c->get( ProductQuery::class ), $c->get( ShopRenderer::class ), $c->get( Assets::class ) ),
				new ClassicTemplates( $c->get( ShopRenderer::class ) ),
				$c->get( FilterBlock::class ),
				$c->get( FilterCounts::class ),
				new ShopLayoutPattern(),
				$c->get( Blocks::class )
			),
			FilterCounts::class => static fn ( Container $c ): FilterCounts => new FilterCounts( new ProductFilterSql(), $c->get( CatalogVersion::class ) ),
			FilterBlock::class  => static fn ( Container $c ): FilterBlock => new FilterBlock(
				$c->get( ProductQuery::class ),
				$c->get( FilterCounts::class ),
				$c->get( Attributes::class ),
				$c->get( Settings::class ),
				$c->get( Assets::class )
			),
		);
	}

	/**
	 * Listings: the listing grid and dynamic-field blocks, their sources and the listing call.
	 *
	 * @return array<string, \Closure(Container): object>
	 */
	private static function listings(): array {
		return array(
			// Other modules add their sources to it (a data store's items, say).
			ListingSources::class => static function (): ListingSources {
				$sources = new ListingSources();
				$sources->add( new PostsSource() );
				return $sources;
			},
			ProductFields::class  => static fn ( Container $c ): ProductFields => new ProductFields( $c->get( Catalog::class ), new ProductCard( $c->get( Catalog::class ) ) ),
			Listings::class       => static fn ( Container $c ): Listings => new Listings( $c->get( ListingSources::class ), $c->get( ProductFields::class ) ),
			ListingsModule::class => static fn ( Container $c ): ListingsModule => new ListingsModule(
				$c->get( Assets::class ),
				$c->get( AjaxRouter::class ),
				new ListingBlock( $c->get( Listings::class ), $c->get( Assets::class ) ),
				new DynamicFieldBlock( $c->get( ProductFields::class ) ),
				new ListingEndpoint( $c->get( Listings::class ), new ListingLocator() ),
				$c->get( Blocks::class )
			),
		);
	}

	/**
	 * @return array<string, \Closure(Container): object>
	 */
	private static function search(): array {
		return array(
			IndexVersion::class  => static fn (): IndexVersion => new IndexVersion(),
			SearchIndex::class   => static fn ( Container $c ): SearchIndex => new SearchIndex( $c->get( IndexVersion::class ) ),
			SearchResults::class => static fn ( Container $c ): SearchResults => new SearchResults( $c->get( IndexVersion::class ) ),
			ProductSearch::class => static fn ( Container $c ): ProductSearch => new ProductSearch( $c->get( SearchResults::class ) ),
			SearchSync::class    => static fn ( Container $c ): SearchSync => new SearchSync( $c->get( SearchIndex::class ) ),
			SearchForm::class    => static fn (): SearchForm => new SearchForm(),
			SearchModule::class  => static fn ( Container $c ): SearchModule => new SearchModule(
				$c->get( SearchSync::class ),
				$c->get( ProductSearch::class ),
				$c->get( SearchResults::class ),
				$c->get( SearchForm::class ),
				new SearchPages( $c->get( SearchForm::class ), $c->get( ProductQuery::class ), $c->get( ShopRenderer::class ) ),
				$c->get( BlockTemplates::class ),
				$c->get( Blocks::class )
			),
		);
	}

	/**
	 * Stripe: the API client, the gateways, the confirmation endpoints, webhooks and reconciliation,
	 * customers and saved methods, card-testing protection and the admin's checks.
	 *
	 * @return array<string, \Closure(Container): object>
	 */
	private static function stripe(): array {
		return array(
			// Stripe: gateway
			StripeAppearance::class       => static fn (): StripeAppearance => new StripeAppearance(),
			StripeSettings::class         => static fn ( Container $c ): StripeSettings => new StripeSettings( $c->get( Gateways::class ), $c->get( Settings::class ), $c->get( StripeAppearance::class ) ),
			StripeCheckoutSettings::class => static fn ( Container $c ): StripeCheckoutSettings => new StripeCheckoutSettings( $c->get( StripeSettings::class ), $c->get( Settings::class ), $c->get( Gateways::class ) ),
			OrderPaymentLock::class       => static fn (): OrderPaymentLock => new OrderPaymentLock(),
			ManualCapture::class          => static fn ( Container $c ): ManualCapture => new ManualCapture(
				$c->get( StripeClient::class ),
				$c->get( IntentRecord::class ),
				$c->get( OrderMeta::class ),
				$c->get( OrderNotes::class ),
				$c->get( OrderReader::class ),
				$c->get( OrderMoney::class ),
				$c->get( IntentOutcome::class ),
				$c->get( OrderPaymentLock::class )
			),
			CaptureAction::class          => static fn ( Container $c ): CaptureAction => new CaptureAction( $c->get( ManualCapture::class ), $c->get( OrderReader::class ) ),
			IntentRecord::class           => static fn ( Container $c ): IntentRecord => new IntentRecord( $c->get( OrderMeta::class ) ),
			ConfirmationRedirect::class   => static fn ( Container $c ): ConfirmationRedirect => new ConfirmationRedirect( $c->get( CheckoutPages::class ) ),
			PaymentProcessor::class       => static fn ( Container $c ): PaymentProcessor => new PaymentProcessor(
				$c->get( StripeClient::class ),
				$c->get( StripeSettings::class ),
				$c->get( IntentRecord::class ),
				$c->get( OrderPaymentLock::class ),
				$c->get( OrderReader::class ),
				$c->get( IntentOutcome::class ),
				$c->get( CheckoutPages::class ),
				$c->get( ConfirmationRedirect::class ),
				// Card-testing protection and the Stripe customers are the account part's.
				$c->get( CardTestingGuard::class ),
				static fn ( int $user_id ): string => $c->get( StripeCustomers::class )->for_user( $user_id ),
				$c->get( ExpressPaymentType::class )
			),
			// Stripe: express checkout.
			ExpressPaymentType::class     => static fn ( Container $c ): ExpressPaymentType => new ExpressPaymentType( $c->get( OrderMeta::class ), $c->get( OrderWriter::class ) ),
			ExpressCart::class            => static fn ( Container $c ): ExpressCart => new ExpressCart( $c->get( CartService::class ), $c->get( CartSession::class ) ),
			ExpressCartDetails::class     => static fn ( Container $c ): ExpressCartDetails => new ExpressCartDetails( $c->get( TotalsCalculator::class ) ),
			AddressNormalizer::class      => static fn ( Container $c ): AddressNormalizer => new AddressNormalizer( $c->get( AddressValidator::class ) ),
			ExpressSwitch::class          => static fn ( Container $c ): ExpressSwitch => ExpressSwitch::from_settings( $c->get( StripeSettings::class ) ),
			ExpressCheckoutRequest::class => static fn ( Container $c ): ExpressCheckoutRequest => new ExpressCheckoutRequest( $c->get( ExpressCart::class ) ),
			ExpressEndpoints::class       => static function ( Container $c ): ExpressEndpoints {
				$cart    = $c->get( ExpressCart::class );
				$details = $c->get( ExpressCartDetails::class );
				return new ExpressEndpoints(
					array(
						new GetCartDetailsEndpoint( $cart, $details, $c->get( Settings::class ) ),
						new GetShippingOptionsEndpoint( $cart, $details, $c->get( Countries::class ) ),
						new UpdateShippingMethodEndpoint( $cart, $details ),
						new NormalizeAddressEndpoint( $c->get( AddressNormalizer::class ) ),
						new ExpressAddToCartEndpoint( $cart, $details ),
						new ExpressClearCartEndpoint( $cart ),
						new GetSelectedProductDataEndpoint( new ProductResolver( $c->get( ProductRepository::class ) ), $c->get( PriceFormatter::class ), $details ),
						new ExpressNoncesEndpoint(),
					)
				);
			},
			OrderIntentAccess::class      => static fn ( Container $c ): OrderIntentAccess => new OrderIntentAccess( $c->get( OrderReader::class ), $c->get( OrderMeta::class ), $c->get( StripeClient::class ) ),
			SetupIntents::class           => static fn ( Container $c ): SetupIntents => new SetupIntents(
				$c->get( StripeClient::class ),
				$c->get( StripeSettings::class ),
				static fn ( int $user_id ): string => $c->get( StripeCustomers::class )->for_user( $user_id ),
				$c->get( CardTestingGuard::class )
			),
			StripeRefunds::class          => static fn ( Container $c ): StripeRefunds => new StripeRefunds( $c->get( StripeClient::class ), $c->get( OrderMeta::class ), $c->get( IntentRecord::class ) ),
			StripeModule::class           => static function ( Container $c ): StripeModule {
				$gateways = $c->get( Gateways::class );
				$settings = $c->get( StripeSettings::class );
				$payments = $c->get( PaymentProcessor::class );
				$refunds  = $c->get( StripeRefunds::class );
				$saved    = $c->get( SavedMethodsField::class );
				$stripe   = array( new StripeGateway( $gateways, $settings, $payments, $refunds, $saved ) );
				foreach ( PaymentMethodTypes::all() as $type ) {
					if ( PaymentMethodTypes::CARD !== $type ) {
						$stripe[] = new LocalMethodGateway( $type, $gateways, $settings, $payments, $refunds, $saved );
					}
				}
				$access = $c->get( OrderIntentAccess::class );
				$setup  = $c->get( SetupIntents::class );
				return new StripeModule(
					$stripe,
					new StripeCheckoutAssets( $c->get( Assets::class ), $c->get( StripeCheckoutSettings::class ) ),
					$c->get( CaptureAction::class ),
					$c->get( AjaxRouter::class ),
					array(
						new InitSetupIntentEndpoint( $setup ),
						new CreatePaymentIntentEndpoint( $access, $payments ),
						new CreateAndConfirmSetupIntentEndpoint( $setup, $c->get( AccountPages::class ), $c->get( SavedPaymentMethods::class ) ),
						new UpdatePaymentIntentEndpoint( $access, $c->get( StripeClient::class ), $c->get( IntentRecord::class ) ),
						new UpdateOrderStatusEndpoint( $access, $c->get( IntentOutcome::class ), $c->get( CheckoutPages::class ), $c->get( AccountMethods::class ) ),
						new ConfirmChangePaymentEndpoint(),
						new UpdateFailedOrderEndpoint( $access, $c->get( IntentOutcome::class ) ),
						new SaveAppearanceEndpoint( $c->get( StripeAppearance::class ) ),
						...$c->get( ExpressEndpoints::class )->endpoints,
					),
					rest: $c->get( RestApi::class ),
					// Stripe: account.
					account_methods: $c->get( AccountMethods::class ),
					default_method: $c->get( AccountDefaultMethod::class ),
					customers: $c->get( StripeCustomers::class ),
					admin_routes: array(
						new CheckConnectionRoute( $c->get( ConnectionCheck::class ) ),
						new BlockedAttemptsRoute( $c->get( BlockedAttempts::class ) ),
						new WebhookHealthRoute( $c->get( EventStore::class ), $c->get( WebhookHealth::class ) ),
						new PaymentMethodsRoute(),
						new PaymentMethodDomainRoute( $c->get( ApplePayDomain::class ) ),
					),
					// Stripe: webhooks.
					webhook_route: $c->get( StripeWebhookRoute::class ),
					reconciliation: $c->get( Reconciliation::class ),
					events: $c->get( EventStore::class ),
					health: $c->get( WebhookHealth::class ),
					// Stripe: express checkout.
					express_request: $c->get( ExpressCheckoutRequest::class ),
					express_switch: $c->get( ExpressSwitch::class ),
					express: $c->get( ExpressPlacement::class ),
					apple_pay_domain: $c->get( ApplePayDomain::class )
				);
			},
			// Stripe: express checkout placement.
			ApplePayDomain::class         => static fn ( Container $c ): ApplePayDomain => new ApplePayDomain( $c->get( StripeClient::class ) ),
			ExpressPageSettings::class    => static fn ( Container $c ): ExpressPageSettings => new ExpressPageSettings(
				$c->get( StripeSettings::class ),
				$c->get( Settings::class ),
				$c->get( TaxSettings::class ),
				$c->get( CartService::class ),
				$c->get( TotalsCalculator::class ),
				$c->get( ShippingZones::class ),
				$c->get( Countries::class ),
				$c->get( ApplePayDomain::class )
			),
			ExpressPlacement::class       => static fn ( Container $c ): ExpressPlacement => new ExpressPlacement(
				$c->get( Assets::class ),
				$c->get( StripeSettings::class ),
				$c->get( ExpressPageSettings::class ),
				static fn (): bool => is_readable( VITRINE_DIR . 'build/' . ExpressPlacement::ENTRY . '.asset.php' )
			),
			// Stripe: webhooks.
			OrderLocator::class           => static fn ( Container $c ): OrderLocator => new OrderLocator( $c->get( OrderReader::class ), $c->get( OrderMeta::class ) ),
			DuplicateChargeGuard::class   => static fn ( Container $c ): DuplicateChargeGuard => new DuplicateChargeGuard(
				$c->get( StripeClient::class ),
				$c->get( OrderStore::class ),
				$c->get( OrderReader::class ),
				$c->get( OrderMeta::class ),
				$c->get( OrderNotes::class ),
				$c->get( OrderMoney::class )
			),
			IntentOutcome::class          => static fn ( Container $c ): IntentOutcome => new IntentOutcome(
				$c->get( OrderStore::class ),
				$c->get( OrderReader::class ),
				$c->get( OrderMeta::class ),
				$c->get( OrderNotes::class ),
				$c->get( OrderService::class ),
				$c->get( OrderMoney::class ),
				$c->get( DuplicateChargeGuard::class )
			),
			EventStore::class             => static fn (): EventStore => new EventStore(),
			WebhookReceiver::class        => static fn ( Container $c ): WebhookReceiver => new WebhookReceiver(
				$c->get( StripeSettings::class ),
				$c->get( EventStore::class ),
				array(
					new IntentEvents( $c->get( StripeClient::class ), $c->get( OrderLocator::class ), $c->get( IntentOutcome::class ) ),
					new ChargeRefundedEvents( $c->get( StripeClient::class ), $c->get( OrderLocator::class ), $c->get( OrderStore::class ), $c->get( OrderReader::class ), $c->get( OrderMeta::class ), $c->get( OrderNotes::class ), $c->get( OrderService::class ), $c->get( OrderMoney::class ) ),
					new DisputeEvents( $c->get( OrderLocator::class ), $c->get( OrderStore::class ), $c->get( OrderReader::class ), $c->get( OrderMeta::class ), $c->get( OrderNotes::class ), $c->get( OrderService::class ), $c->get( OrderMoney::class ), $c->get( OrderEmails::class ) ),
				)
			),
			StripeWebhookRoute::class     => static fn ( Container $c ): StripeWebhookRoute => new StripeWebhookRoute( $c->get( WebhookReceiver::class ) ),
			Reconciliation::class         => static fn ( Container $c ): Reconciliation => new Reconciliation( $c->get( StripeClient::class ), $c->get( IntentOutcome::class ), $c->get( OrderReader::class ), $c->get( OrderMeta::class ) ),
			WebhookHealth::class          => static fn ( Container $c ): WebhookHealth => new WebhookHealth( $c->get( EventStore::class ) ),
			// Stripe: api
			// The key of the current mode, from the gateway's settings.
			SecretKeySource::class        => static fn ( Container $c ): SecretKeySource => $c->get( StripeSettings::class ),
			RetryPolicy::class            => static fn (): RetryPolicy => new RetryPolicy(),
			StripeClient::class           => static fn ( Container $c ): StripeClient => new StripeClient(
				$c->get( Transport::class ),
				$c->get( SecretKeySource::class ),
				$c->get( RetryPolicy::class )
			),
			// Stripe: account.
			BlockedAttempts::class        => static fn (): BlockedAttempts => new BlockedAttempts(),
			CardTestingGuard::class       => static fn ( Container $c ): CardTestingGuard => new CardTestingGuard(
				$c->get( RateLimiter::class ),
				$c->get( ClientAddress::class ),
				$c->get( BlockedAttempts::class ),
				$c->get( OrderNotes::class ),
				new StripeFingerprints( $c->get( StripeClient::class ) ),
				static fn (): bool => $c->get( StripeSettings::class )->card_testing_protection()
			),
			StripeCustomers::class        => static fn ( Container $c ): StripeCustomers => new StripeCustomers( $c->get( StripeClient::class ), $c->get( StripeSettings::class ) ),
			StripeSavedMethods::class     => static fn ( Container $c ): StripeSavedMethods => new StripeSavedMethods( $c->get( StripeClient::class ), $c->get( StripeCustomers::class ), $c->get( StripeSettings::class ) ),
			SavedMethodsField::class      => static fn ( Container $c ): SavedMethodsField => new SavedMethodsField( $c->get( StripeSavedMethods::class ) ),
			AccountMethods::class         => static fn ( Container $c ): AccountMethods => new AccountMethods(
				$c->get( StripeClient::class ),
				$c->get( StripeCustomers::class ),
				$c->get( StripeSavedMethods::class ),
				$c->get( StripeSettings::class ),
				$c->get( SetupIntents::class ),
				$c->get( AccountPages::class ),
				$c->get( AccountNotices::class ),
				$c->get( FormState::class )
			),
			AccountDefaultMethod::class   => static fn ( Container $c ): AccountDefaultMethod => new AccountDefaultMethod( $c->get( StripeSavedMethods::class ) ),
			ConnectionCheck::class        => static fn ( Container $c ): ConnectionCheck => new ConnectionCheck(
				$c->get( StripeClient::class ),
				$c->get( Gateways::class ),
				static fn (): string => RestApi::url( '/stripe/webhook' ),
				// Stripe: webhooks (the webhook health's last event).
				static fn (): array => $c->get( WebhookHealth::class )->last_event()
			),
		);
	}

	/**
	 * @return array<string, \Closure(Container): object>
	 */
	private static function product_page(): array {
		return array(
			ProductPageModule::class => static fn ( Container $c ): ProductPageModule => new ProductPageModule(
				$c->get( Settings::class ),
				$c->get( Assets::class ),
				$c->get( BlockTemplates::class ),
				new SingleProduct( $c->get( Catalog::class ), $c->get( Assets::class ), new ProductImages() ),
				new ProductStructuredData( $c->get( Catalog::class ) ),
				$c->get( Blocks::class )
			),
		);
	}

	/**
	 * @return array<string, \Closure(Container): object>
	 */
	private static function product_reviews(): array {
		return array(
			ReviewSubmission::class     => static fn ( Container $c ): ReviewSubmission => new ReviewSubmission( $c->get( Settings::class ) ),
			ProductReviewsModule::class => static fn ( Container $c ): ProductReviewsModule => new ProductReviewsModule(
				$c->get( Settings::class ),
				new Ratings( $c->get( LookupTable::class ) ),
				$c->get( ReviewSubmission::class ),
				new ReviewsTab( $c->get( ReviewSubmission::class ) ),
				$c->get( RateLimiter::class ),
				$c->get( CrossSiteGuard::class )
			),
		);
	}

	/**
	 * @return array<string, \Closure(Container): object>
	 */
	private static function shipping(): array {
		return array(
			Amounts::class            => static fn ( Container $c ): Amounts => new Amounts( $c->get( Settings::class ) ),
			ShippingClasses::class    => static fn (): ShippingClasses => new ShippingClasses(),
			ShippingMethods::class    => static function ( Container $c ): ShippingMethods {
				$amounts   = $c->get( Amounts::class );
				$validator = new FieldValidator( $amounts );
				return new ShippingMethods(
					array(
						new FlatRate( $amounts, $validator, $c->get( ShippingClasses::class ) ),
						new FreeShipping( $amounts, $validator ),
						new LocalPickup( $amounts, $validator ),
					)
				);
			},
			ShippingZones::class      => static fn ( Container $c ): ShippingZones => new ShippingZones( $c->get( ShippingMethods::class ), $c->get( Transaction::class ) ),
			ShippingCalculator::class => static fn ( Container $c ): ShippingCalculator => new ShippingCalculator( $c->get( ShippingZones::class ), $c->get( ShippingMethods::class ) ),
			Shipping::class           => static fn ( Container $c ): Shipping => new Shipping(
				$c->get( Amounts::class ),
				$c->get( ShippingClasses::class ),
				$c->get( ShippingMethods::class ),
				$c->get( ShippingZones::class ),
				$c->get( ShippingCalculator::class )
			),
			ShippingModule::class     => static fn ( Container $c ): ShippingModule => new ShippingModule(
				$c->get( Shipping::class ),
				new ShippingPage( $c->get( ShippingZones::class ), $c->get( ShippingMethods::class ), new FormStash() ),
				new ShippingClassMetaBox( $c->get( ShippingClasses::class ) )
			),
		);
	}

	/**
	 * @return array<string, \Closure(Container): object>
	 */
	private static function coupons(): array {
		return array(
			CouponPostType::class     => static fn (): CouponPostType => new CouponPostType(),
			CouponRepository::class   => static fn (): CouponRepository => new CouponRepository(),
			CouponUsage::class        => static fn ( Container $c ): CouponUsage => new CouponUsage( $c->get( Transaction::class ) ),
			CouponWriter::class       => static fn ( Container $c ): CouponWriter => new CouponWriter( $c->get( Settings::class ), $c->get( CouponRepository::class ) ),
			CouponValidator::class    => static fn ( Container $c ): CouponValidator => new CouponValidator(
				$c->get( CouponRepository::class ),
				$c->get( CouponUsage::class ),
				$c->get( PriceFormatter::class ),
				$c->get( ProductRepository::class )
			),
			DiscountCalculator::class => static fn ( Container $c ): DiscountCalculator => new DiscountCalculator( $c->get( Settings::class ) ),
			CouponLineFactory::class  => static fn (): CouponLineFactory => new CouponLineFactory(),
			Coupons::class            => static fn ( Container $c ): Coupons => new Coupons(
				$c->get( CouponPostType::class ),
				$c->get( CouponRepository::class ),
				$c->get( CouponUsage::class ),
				$c->get( CouponWriter::class ),
				$c->get( CouponValidator::class ),
				$c->get( DiscountCalculator::class ),
				$c->get( CouponLineFactory::class )
			),
			CouponsModule::class      => static fn ( Container $c ): CouponsModule => new CouponsModule(
				$c->get( Settings::class ),
				$c->get( Coupons::class ),
				new CouponEditor(
					$c->get( CouponWriter::class ),
					$c->get( CouponRepository::class ),
					$c->get( CouponUsage::class ),
					new CouponForm( $c->get( CouponWriter::class ), $c->get( LookupTable::class ) ),
					new CouponDataView( $c->get( PriceFormatter::class ) ),
					new FormStash(),
					$c->get( Assets::class )
				),
				new CouponListTable( $c->get( CouponRepository::class ), $c->get( CouponUsage::class ), $c->get( PriceFormatter::class ) )
			),
		);
	}

	/**
	 * @return array<string, \Closure(Container): object>
	 */
	private static function orders(): array {
		return array(
			OrderStore::class    => static fn ( Container $c ): OrderStore => new OrderStore( $c->get( Transaction::class ) ),
			OrderReader::class   => static fn ( Container $c ): OrderReader => new OrderReader( $c->get( OrderStore::class ) ),
			OrderItems::class    => static fn ( Container $c ): OrderItems => new OrderItems( $c->get( OrderStore::class ) ),
			OrderMeta::class     => static fn ( Container $c ): OrderMeta => new OrderMeta( $c->get( OrderStore::class ) ),
			OrderWriter::class   => static fn ( Container $c ): OrderWriter => new OrderWriter( $c->get( OrderStore::class ), $c->get( OrderReader::class ), $c->get( OrderItems::class ), $c->get( OrderMeta::class ) ),
			OrderNotes::class    => static fn ( Container $c ): OrderNotes => new OrderNotes( $c->get( OrderStore::class ) ),
			OrderRefunds::class  => static fn ( Container $c ): OrderRefunds => new OrderRefunds( $c->get( OrderStore::class ) ),
			OrderQuery::class    => static fn ( Container $c ): OrderQuery => new OrderQuery( $c->get( OrderStore::class ), $c->get( OrderReader::class ) ),
			OrderMoney::class    => static fn ( Container $c ): OrderMoney => new OrderMoney( $c->get( PriceFormatter::class ), $c->get( Settings::class ) ),
			OrderStock::class    => static fn ( Container $c ): OrderStock => new OrderStock( $c->get( OrderWriter::class ), $c->get( OrderItems::class ), $c->get( OrderNotes::class ), $c->get( StockLevels::class ) ),
			OrderService::class  => static fn ( Container $c ): OrderService => new OrderService(
				$c->get( OrderStore::class ),
				$c->get( OrderReader::class ),
				$c->get( OrderWriter::class ),
				$c->get( OrderNotes::class ),
				$c->get( OrderRefunds::class ),
				$c->get( OrderStock::class ),
				$c->get( ProductRepository::class ),
				$c->get( OrderMoney::class ),
				$c->get( PaymentRefunds::class )
			),
			// The payment link email's link: the checkout owns the pay-for-order page (Orders sits below Checkout).
			OrderEmails::class   => static fn ( Container $c ): OrderEmails => new OrderEmails(
				$c->get( Settings::class ),
				$c->get( OrderMeta::class ),
				new EmailTemplates(),
				$c->get( OrderMoney::class ),
				static fn ( Order $order ): string => $c->get( CheckoutPages::class )->pay_url( $order )
			),
			SalesRecorder::class => static fn ( Container $c ): SalesRecorder => new SalesRecorder( $c->get( OrderMeta::class ), $c->get( ProductSales::class ) ),
			Orders::class        => static fn ( Container $c ): Orders => new Orders(
				$c->get( StockLevels::class ),
				$c->get( OrderReader::class ),
				$c->get( OrderWriter::class ),
				$c->get( OrderMeta::class ),
				$c->get( OrderNotes::class ),
				$c->get( OrderRefunds::class ),
				$c->get( OrderQuery::class ),
				$c->get( OrderMoney::class ),
				$c->get( OrderService::class ),
				$c->get( OrderEmails::class ),
				$c->get( SalesRecorder::class )
			),
			// The screens' actions, and the notices other screens leave for the orders screens (Add order).
			OrderActions::class  => static fn ( Container $c ): OrderActions => new OrderActions( $c->get( OrderReader::class ), $c->get( OrderNotes::class ), $c->get( OrderService::class ), $c->get( OrderMoney::class ), new FormStash() ),
			OrdersModule::class  => static function ( Container $c ): OrdersModule {
				$service = $c->get( OrderService::class );
				$money   = $c->get( OrderMoney::class );
				$actions = $c->get( OrderActions::class );
				return new OrdersModule(
					$c->get( Settings::class ),
					$c->get( Orders::class ),
					new OrdersPage(
						$c->get( OrderReader::class ),
						$c->get( OrderQuery::class ),
						new OrderScreen( $c->get( OrderNotes::class ), $c->get( OrderRefunds::class ), $service, $money, $actions, $c->get( OrderOrigins::class ) ),
						$money,
						$actions,
						$c->get( OrderOrigins::class )
					),
					$actions
				);
			},
		);
	}

	/**
	 * @return array<string, \Closure(Container): object>
	 */
	private static function address(): array {
		return array(
			AddressData::class           => static fn (): AddressData => new AddressData(),
			Countries::class             => static fn ( Container $c ): Countries => new Countries( $c->get( AddressData::class ) ),
			AddressLocale::class         => static fn ( Container $c ): AddressLocale => new AddressLocale( $c->get( AddressData::class ), $c->get( Countries::class ) ),
			AddressFields::class         => static fn ( Container $c ): AddressFields => new AddressFields( $c->get( AddressLocale::class ), $c->get( Settings::class ) ),
			AddressValidator::class      => static fn ( Container $c ): AddressValidator => new AddressValidator( $c->get( AddressFields::class ), $c->get( Countries::class ), $c->get( AddressLocale::class ) ),
			AddressFieldsRenderer::class => static fn ( Container $c ): AddressFieldsRenderer => new AddressFieldsRenderer(
				$c->get( AddressFields::class ),
				$c->get( Countries::class ),
				$c->get( AddressLocale::class ),
				$c->get( AddressData::class )
			),
			Address::class               => static fn ( Container $c ): Address => new Address(
				$c->get( AddressData::class ),
				$c->get( Countries::class ),
				$c->get( AddressLocale::class ),
				$c->get( AddressFields::class ),
				$c->get( AddressValidator::class ),
				$c->get( AddressFieldsRenderer::class ),
				$c->get( AddressFormatter::class )
			),
			AddressFormatter::class      => static fn ( Container $c ): AddressFormatter => new AddressFormatter( $c->get( AddressData::class ), $c->get( Countries::class ) ),
			AddressModule::class         => static fn ( Container $c ): AddressModule => new AddressModule( $c->get( Settings::class ) ),
		);
	}

	/**
	 * @return array<string, \Closure(Container): object>
	 */
	private static function payments(): array {
		return array(
			Gateways::class       => static fn ( Container $c ): Gateways => new Gateways( $c->get( Settings::class ) ),
			// The order service refunds through the gateways by its own interface (Orders sits below Payments).
			PaymentRefunds::class => static fn ( Container $c ): PaymentRefunds => new GatewayRefunds( array( $c->get( Gateways::class ), 'get' ) ),
			PaymentsModule::class => static function ( Container $c ): PaymentsModule {
				$gateways = $c->get( Gateways::class );
				$orders   = $c->get( OrderService::class );
				// The checkout knows the order-received page; Payments gets its address as a function,
				// so that Payments never imports Checkout.
				$pages    = $c->get( CheckoutPages::class );
				$received = static fn ( Order $order ): string => $pages->order_received_url( $order );
				return new PaymentsModule(
					$gateways,
					array(
						new BankTransfer( $gateways, $orders, $received ),
						new Cheque( $gateways, $orders, $received ),
						new CashOnDelivery( $gateways, $orders, $received ),
					)
				);
			},
		);
	}

	/**
	 * Orders made by hand in wp-admin, priced by the checkout's calculator.
	 *
	 * @return array<string, \Closure(Container): object>
	 */
	private static function manual_orders(): array {
		return array(
			ManualOrderService::class => static fn ( Container $c ): ManualOrderService => new ManualOrderService(
				new ProductResolver( $c->get( ProductRepository::class ) ),
				$c->get( PriceFormatter::class ),
				$c->get( TotalsCalculator::class ),
				$c->get( AddressValidator::class ),
				$c->get( OrderReader::class ),
				$c->get( OrderWriter::class ),
				$c->get( OrderNotes::class ),
				$c->get( CouponRepository::class ),
				$c->get( CouponUsage::class ),
				$c->get( Transaction::class ),
				$c->get( OrderStore::class ),
				$c->get( OrderStock::class )
			),
			ManualOrderSearch::class  => static fn ( Container $c ): ManualOrderSearch => new ManualOrderSearch(
				$c->get( ProductRepository::class ),
				$c->get( CustomerList::class ),
				$c->get( Customers::class ),
				$c->get( OrderReader::class )
			),
			PaymentLink::class        => static fn ( Container $c ): PaymentLink => new PaymentLink( $c->get( CheckoutPages::class ), $c->get( OrderEmails::class ), $c->get( OrderNotes::class ) ),
			AddOrderPage::class       => static fn ( Container $c ): AddOrderPage => new AddOrderPage(
				$c->get( ManualOrderService::class ),
				$c->get( ManualOrderSearch::class ),
				$c->get( AddressFieldsRenderer::class ),
				$c->get( PriceFormatter::class ),
				$c->get( Settings::class ),
				$c->get( OrderActions::class ),
				new FormStash(),
				$c->get( OrderReader::class )
			),
			ManualOrdersModule::class => static fn ( Container $c ): ManualOrdersModule => new ManualOrdersModule(
				$c->get( AddOrderPage::class ),
				new PaymentLinkBox( $c->get( PaymentLink::class ), $c->get( OrderReader::class ), $c->get( OrderActions::class ) )
			),
		);
	}

	/**
	 * @return array<string, \Closure(Container): object>
	 */
	private static function attribution(): array {
		return array(
			OrderOrigins::class      => static fn ( Container $c ): OrderOrigins => new OrderOrigins( $c->get( OrderStore::class ) ),
			AttributionModule::class => static fn ( Container $c ): AttributionModule => new AttributionModule(
				$c->get( Settings::class ),
				$c->get( Assets::class ),
				new CheckoutInputs(),
				new TrackingCookies()
			),
		);
	}

	/**
	 * Data stores: favourites-style lists, their calls, blocks, cookies and screen.
	 *
	 * @return array<string, \Closure(Container): object>
	 */
	private static function data_stores(): array {
		return array(
			StoreDefinitions::class   => static fn (): StoreDefinitions => new StoreDefinitions(),
			StoreItems::class         => static fn ( Container $c ): StoreItems => new StoreItems( $c->get( StoreDefinitions::class ) ),
			VisitorStores::class      => static fn ( Container $c ): VisitorStores => new VisitorStores( $c->get( StoreDefinitions::class ), $c->get( StoreItems::class ) ),
			StoreCookies::class       => static fn ( Container $c ): StoreCookies => new StoreCookies( $c->get( StoreDefinitions::class ), $c->get( StoreItems::class ), $c->get( VisitorStores::class ) ),
			StoreButtons::class       => static fn ( Container $c ): StoreButtons => new StoreButtons( $c->get( StoreDefinitions::class ), $c->get( Assets::class ) ),
			DataStoresModule::class   => static fn ( Container $c ): DataStoresModule => new DataStoresModule(
				$c->get( AjaxRouter::class ),
				$c->get( Assets::class ),
				$c->get( StoreButtons::class ),
				$c->get( StoreCookies::class ),
				new DataStoresPage( $c->get( StoreDefinitions::class ), new FormStash() ),
				new LinkActions( $c->get( Assets::class ) ),
				array(
					new AddToStoreEndpoint( $c->get( StoreItems::class ), $c->get( StoreCookies::class ) ),
					new RemoveFromStoreEndpoint( $c->get( StoreItems::class ), $c->get( StoreCookies::class ) ),
					new StoreStateEndpoint( $c->get( StoreCookies::class ) ),
					new RefreshNonceEndpoint( 'refresh_stores_nonce', AddToStoreEndpoint::NONCE_ACTION ),
				),
				$c->get( StoreListingSource::class ),
				$c->get( Blocks::class )
			),
			StoreListingSource::class => static fn ( Container $c ): StoreListingSource => new StoreListingSource( $c->get( StoreDefinitions::class ), $c->get( VisitorStores::class ), $c->get( Assets::class ) ),
		);
	}

	/**
	 * @return array<string, \Closure(Container): object>
	 */
	private static function checkout(): array {
		return array(
			CheckoutPages::class       => static fn ( Container $c ): CheckoutPages => new CheckoutPages( $c->get( Settings::class ) ),
			TotalsCalculator::class    => static fn ( Container $c ): TotalsCalculator => new TotalsCalculator(
				$c->get( PriceFormatter::class ),
				$c->get( ProductRepository::class ),
				$c->get( TaxSettings::class ),
				$c->get( TaxCalculator::class ),
				$c->get( TaxRateRepository::class ),
				$c->get( CouponValidator::class ),
				$c->get( DiscountCalculator::class ),
				$c->get( CouponLineFactory::class ),
				$c->get( ShippingCalculator::class ),
				$c->get( ShippingClasses::class )
			),
			CouponsInCart::class       => static fn ( Container $c ): CouponsInCart => new CouponsInCart(
				$c->get( CartService::class ),
				$c->get( CouponRepository::class ),
				$c->get( CouponValidator::class ),
				$c->get( CouponLineFactory::class ),
				$c->get( RateLimiter::class )
			),
			CheckoutService::class     => static fn ( Container $c ): CheckoutService => new CheckoutService(
				$c->get( Settings::class ),
				$c->get( CartService::class ),
				$c->get( TotalsCalculator::class ),
				$c->get( AddressValidator::class ),
				$c->get( Gateways::class ),
				$c->get( OrderReader::class ),
				$c->get( OrderWriter::class ),
				$c->get( OrderService::class ),
				$c->get( CouponRepository::class ),
				$c->get( CouponUsage::class ),
				$c->get( Customers::class ),
				$c->get( CheckoutPages::class ),
				$c->get( ExtensionDataRegistry::class ),
				$c->get( RateLimiter::class )
			),
			OrderAttribution::class    => static fn ( Container $c ): OrderAttribution => new OrderAttribution( $c->get( OrderMeta::class ), $c->get( OrderOrigins::class ) ),
			PaymentPageSettings::class => static fn ( Container $c ): PaymentPageSettings => new PaymentPageSettings(
				$c->get( Settings::class ),
				$c->get( Gateways::class ),
				$c->get( CheckoutPages::class ),
				$c->get( Customers::class ),
				$c->get( TaxSettings::class )
			),
			OrderAccess::class         => static fn ( Container $c ): OrderAccess => new OrderAccess( $c->get( OrderReader::class ), $c->get( CartSession::class ), $c->get( CartStore::class ) ),
			PayForOrder::class         => static fn ( Container $c ): PayForOrder => new PayForOrder(
				$c->get( OrderAccess::class ),
				$c->get( OrderReader::class ),
				$c->get( OrderWriter::class ),
				$c->get( Gateways::class ),
				$c->get( CheckoutService::class ),
				$c->get( RateLimiter::class )
			),
			OrderDetails::class        => static fn ( Container $c ): OrderDetails => new OrderDetails( $c->get( OrderMoney::class ) ),
			PaymentMethods::class      => static fn (): PaymentMethods => new PaymentMethods(),
			OrderReceivedPage::class   => static fn ( Container $c ): OrderReceivedPage => new OrderReceivedPage(
				$c->get( OrderAccess::class ),
				$c->get( OrderDetails::class ),
				$c->get( Gateways::class ),
				$c->get( CartService::class ),
				$c->get( CheckoutPages::class )
			),
			PayForOrderPage::class     => static fn ( Container $c ): PayForOrderPage => new PayForOrderPage(
				$c->get( OrderAccess::class ),
				$c->get( OrderDetails::class ),
				$c->get( PaymentMethods::class ),
				$c->get( Gateways::class ),
				$c->get( PayForOrder::class ),
				$c->get( LoginFormRenderer::class ),
				$c->get( Settings::class ),
				$c->get( CrossSiteGuard::class )
			),
			OrderReview::class         => static fn ( Container $c ): OrderReview => new OrderReview( $c->get( PriceFormatter::class ) ),
			// The cart UI's totals box, through its interface.
			CartTotals::class          => static fn ( Container $c ): CartTotals => new CartPageTotals(
				$c->get( CartService::class ),
				$c->get( TotalsCalculator::class ),
				$c->get( CouponsInCart::class ),
				new CartTotalsBox( $c->get( PriceFormatter::class ), $c->get( CheckoutPages::class ), $c->get( Countries::class ), $c->get( AddressFieldsRenderer::class ) ),
				$c->get( TaxSettings::class ),
				$c->get( Countries::class )
			),
			CheckoutView::class        => static fn ( Container $c ): CheckoutView => new CheckoutView(
				$c->get( CartService::class ),
				$c->get( TotalsCalculator::class ),
				$c->get( Gateways::class ),
				new CheckoutForm(
					$c->get( Settings::class ),
					$c->get( CheckoutPages::class ),
					$c->get( AddressFieldsRenderer::class ),
					$c->get( OrderReview::class ),
					$c->get( PaymentMethods::class ),
					$c->get( LoginFormRenderer::class )
				),
				$c->get( OrderReview::class ),
				$c->get( PaymentMethods::class ),
				$c->get( CouponsInCart::class ),
				$c->get( Customers::class ),
				$c->get( TaxSettings::class ),
				$c->get( CheckoutPages::class ),
				$c->get( OrderReceivedPage::class ),
				$c->get( PayForOrderPage::class ),
				$c->get( PaymentPageSettings::class )
			),
			UnpaidOrders::class        => static fn ( Container $c ): UnpaidOrders => new UnpaidOrders(
				$c->get( Settings::class ),
				$c->get( Gateways::class ),
				$c->get( OrderQuery::class ),
				$c->get( OrderService::class )
			),
			CheckoutFormHandler::class => static fn ( Container $c ): CheckoutFormHandler => new CheckoutFormHandler( $c->get( CheckoutService::class ), $c->get( CheckoutView::class ), $c->get( Settings::class ), $c->get( CrossSiteGuard::class ) ),
			Checkout::class            => static fn ( Container $c ): Checkout => new Checkout(
				$c->get( CheckoutPages::class ),
				$c->get( TotalsCalculator::class ),
				$c->get( CouponsInCart::class ),
				$c->get( CheckoutService::class ),
				$c->get( OrderAccess::class ),
				$c->get( PayForOrder::class ),
				$c->get( OrderDetails::class ),
				$c->get( PaymentMethods::class ),
				$c->get( CheckoutView::class ),
				$c->get( CheckoutFormHandler::class ),
				$c->get( OrderReceivedPage::class ),
				$c->get( PayForOrderPage::class ),
				$c->get( PaymentPageSettings::class )
			),
			CheckoutModule::class      => static function ( Container $c ): CheckoutModule {
				$cart     = $c->get( CartService::class );
				$coupons  = $c->get( CouponsInCart::class );
				$service  = $c->get( CheckoutService::class );
				$reader   = $c->get( OrderReader::class );
				return new CheckoutModule(
					$c->get( Settings::class ),
					$c->get( Assets::class ),
					$c->get( RestApi::class ),
					$c->get( AjaxRouter::class ),
					$c->get( Cart::class ),
					$c->get( Checkout::class ),
					new CartTotalsSchema( $c->get( TotalsCalculator::class ) ),
					array(
						new UpdateOrderReviewEndpoint( $cart, $c->get( CheckoutView::class ) ),
						new CheckoutEndpoint( $service ),
						new ApplyCouponEndpoint( $coupons, $cart, $c->get( CheckoutView::class ) ),
						new RemoveCouponEndpoint( $coupons, $cart, $c->get( CheckoutView::class ) ),
						new RefreshNonceEndpoint( 'refresh_checkout_nonce', CheckoutForm::NONCE_ACTION ),
					),
					array(
						new CheckoutRoute( $service, $reader ),
						new PayForOrderRoute( $c->get( PayForOrder::class ), $reader ),
						...CartCheckoutRoute::all( $cart, $c->get( CartSchema::class ), $coupons ),
					),
					$c->get( ExtensionDataRegistry::class ),
					array( $c->get( OrderAttribution::class ), $c->get( OrderAttribution::class )->legacy() ),
					$c->get( UnpaidOrders::class ),
					$c->get( Blocks::class )
				);
			},
		);
	}

	/**
	 * @return array<string, \Closure(Container): object>
	 */
	private static function account(): array {
		return array(
			CustomerAccounts::class    => static fn (): CustomerAccounts => new CustomerAccounts(),
			// The checkout makes accounts and shows the login form through its own interfaces.
			Customers::class           => static fn ( Container $c ): Customers => $c->get( CustomerAccounts::class ),
			LoginForm::class           => static fn ( Container $c ): LoginForm => new LoginForm( $c->get( PasswordField::class ) ),
			LoginFormRenderer::class   => static fn ( Container $c ): LoginFormRenderer => $c->get( LoginForm::class ),
			AccountPages::class        => static fn ( Container $c ): AccountPages => new AccountPages( $c->get( Settings::class ) ),
			AccountNotices::class      => static fn (): AccountNotices => new AccountNotices(),
			FormState::class           => static fn (): FormState => new FormState(),
			Registration::class        => static fn ( Container $c ): Registration => new Registration( $c->get( Settings::class ), $c->get( CustomerAccounts::class ), $c->get( RateLimiter::class ) ),
			AccountDetails::class      => static fn (): AccountDetails => new AccountDetails(),
			AddressBook::class         => static fn ( Container $c ): AddressBook => new AddressBook( $c->get( CustomerAccounts::class ), $c->get( AddressValidator::class ), $c->get( Settings::class ) ),
			CustomerOrders::class      => static fn ( Container $c ): CustomerOrders => new CustomerOrders(
				$c->get( OrderStore::class ),
				$c->get( OrderReader::class ),
				$c->get( OrderNotes::class ),
				$c->get( OrderQuery::class ),
				$c->get( OrderService::class )
			),
			SavedPaymentMethods::class => static fn ( Container $c ): SavedPaymentMethods => new SavedPaymentMethods( $c->get( Gateways::class ), $c->get( Settings::class ) ),
			AccountNavigation::class   => static fn ( Container $c ): AccountNavigation => new AccountNavigation( $c->get( AccountPages::class ), $c->get( SavedPaymentMethods::class ) ),
			FormFields::class          => static fn ( Container $c ): FormFields => new FormFields( $c->get( PasswordField::class ) ),
			MyAccountView::class       => static function ( Container $c ): MyAccountView {
				$pages = $c->get( AccountPages::class );
				$forms = $c->get( FormState::class );
				return new MyAccountView(
					$pages,
					$c->get( AccountNotices::class ),
					$c->get( AccountNavigation::class ),
					new OrdersView( $pages, $c->get( CustomerOrders::class ), $c->get( OrderDetails::class ), $c->get( OrderMoney::class ), $c->get( CheckoutPages::class ), $forms ),
					new AddressesView( $pages, $c->get( AddressBook::class ), $c->get( AddressFieldsRenderer::class ), $forms ),
					new AccountDetailsView( $pages, $c->get( AccountDetails::class ), $c->get( FormFields::class ), $forms ),
					new PaymentMethodsView( $pages, $c->get( SavedPaymentMethods::class ), $c->get( PaymentMethods::class ), $forms ),
					new RegistrationForm( $pages, $c->get( FormFields::class ), $forms ),
					$c->get( Registration::class ),
					$c->get( LoginForm::class )
				);
			},
			ShopManagerRole::class     => static fn (): ShopManagerRole => new ShopManagerRole(),
			AccountFormHandler::class  => static fn ( Container $c ): AccountFormHandler => new AccountFormHandler(
				$c->get( AccountPages::class ),
				$c->get( AccountNotices::class ),
				$c->get( FormState::class ),
				$c->get( Registration::class ),
				$c->get( AddressBook::class ),
				$c->get( AccountDetails::class ),
				$c->get( CustomerOrders::class ),
				$c->get( SavedPaymentMethods::class ),
				$c->get( CrossSiteGuard::class )
			),
			MyAccountPage::class       => static fn ( Container $c ): MyAccountPage => new MyAccountPage(
				$c->get( AccountPages::class ),
				$c->get( AccountFormHandler::class ),
				$c->get( FormState::class ),
				$c->get( CustomerOrders::class ),
				$c->get( SavedPaymentMethods::class ),
				$c->get( Assets::class ),
				$c->get( PaymentPageSettings::class )
			),
			MyAccount::class           => static fn ( Container $c ): MyAccount => new MyAccount(
				$c->get( AccountPages::class ),
				$c->get( AccountNotices::class ),
				$c->get( FormState::class ),
				$c->get( LoginForm::class ),
				$c->get( Registration::class ),
				$c->get( AccountDetails::class ),
				$c->get( AddressBook::class ),
				$c->get( CustomerOrders::class ),
				$c->get( SavedPaymentMethods::class ),
				$c->get( AccountNavigation::class ),
				$c->get( MyAccountView::class ),
				$c->get( AccountFormHandler::class ),
				$c->get( MyAccountPage::class )
			),
			AccountModule::class       => static fn ( Container $c ): AccountModule => new AccountModule(
				$c->get( Settings::class ),
				$c->get( MyAccount::class ),
				new CustomerAdminAccess( $c->get( AccountPages::class ) ),
				$c->get( CrossSiteGuard::class ),
				$c->get( Blocks::class )
			),
		);
	}

	/**
	 * @return array<string, \Closure(Container): object>
	 */
	private static function reviews(): array {
		return array(
			ReviewRepository::class     => static fn (): ReviewRepository => new ReviewRepository(),
			SourceRepository::class     => static fn (): SourceRepository => new SourceRepository(),
			ImageCache::class           => static fn ( Container $c ): ImageCache => new ImageCache( $c->get( Transport::class ) ),
			ProviderHttp::class         => static fn ( Container $c ): ProviderHttp => new ProviderHttp( $c->get( Transport::class ) ),
			ProviderRegistry::class     => static function ( Container $c ): ProviderRegistry {
				$http = $c->get( ProviderHttp::class );
				return new ProviderRegistry( array( new GoogleClient( $http ), new FacebookClient( $http ), new YelpClient( $http ), new ShopClient() ) );
			},
			RefreshSchedule::class      => static fn ( Container $c ): RefreshSchedule => new RefreshSchedule( $c->get( Settings::class ) ),
			Refresher::class            => static fn ( Container $c ): Refresher => new Refresher(
				$c->get( ReviewRepository::class ),
				$c->get( SourceRepository::class ),
				$c->get( ProviderRegistry::class ),
				$c->get( ImageCache::class )
			),
			WidgetReviews::class        => static fn ( Container $c ): WidgetReviews => new WidgetReviews( $c->get( ReviewRepository::class ), $c->get( SourceRepository::class ) ),
			CardRenderer::class         => static fn (): CardRenderer => new CardRenderer(),
			FloatingRenderer::class     => static fn ( Container $c ): FloatingRenderer => new FloatingRenderer(
				$c->get( Assets::class ),
				$c->get( CardRenderer::class ),
				$c->get( ReviewRepository::class ),
				$c->get( SourceRepository::class )
			),
			SliderRenderer::class       => static fn (): SliderRenderer => new SliderRenderer(),
			WidgetRenderer::class       => static fn ( Container $c ): WidgetRenderer => new WidgetRenderer(
				$c->get( Assets::class ),
				$c->get( WidgetReviews::class ),
				$c->get( CardRenderer::class ),
				$c->get( FloatingRenderer::class ),
				$c->get( SliderRenderer::class )
			),
			SourceView::class           => static fn ( Container $c ): SourceView => new SourceView( $c->get( ReviewRepository::class ), $c->get( SourceRepository::class ), $c->get( ProviderRegistry::class ) ),
			SourceService::class        => static fn ( Container $c ): SourceService => new SourceService( $c->get( Refresher::class ), $c->get( ReviewRepository::class ), $c->get( SourceRepository::class ) ),
			ReviewSourcesModule::class  => static function ( Container $c ): ReviewSourcesModule {
				$service = $c->get( SourceService::class );
				$sources = $c->get( SourceRepository::class );
				$view    = $c->get( SourceView::class );
				return new ReviewSourcesModule(
					$c->get( RestApi::class ),
					$c->get( Refresher::class ),
					$c->get( RefreshSchedule::class ),
					// Avatars get their own image cache, as they always had.
					new AvatarCopies( $c->get( ReviewRepository::class ), new ImageCache( $c->get( Transport::class ) ) ),
					array(
						new SourcesRoute( $service, $sources, $view ),
						new SourceRoute( $service, $sources, $view ),
						new SourceRefreshRoute( $c->get( Refresher::class ), $sources, $view ),
					)
				);
			},
			ReviewsLibraryModule::class => static function ( Container $c ): ReviewsLibraryModule {
				$reviews = $c->get( ReviewRepository::class );
				$manual  = new ManualSources( $c->get( SourceRepository::class ) );
				$input   = new ReviewInput();
				return new ReviewsLibraryModule(
					$c->get( RestApi::class ),
					array(
						new ReviewsRoute( $reviews, $manual, $input ),
						new ReviewRoute( $reviews ),
						new ImportRoute( new Importer( $reviews, $manual, new CsvReader(), new JsonReader(), new ImportRow( $input ), $c->get( Transaction::class ) ) ),
					)
				);
			},
			WidgetRepository::class     => static fn (): WidgetRepository => new WidgetRepository(),
			Shortcode::class            => static fn ( Container $c ): Shortcode => new Shortcode( $c->get( WidgetRepository::class ), $c->get( WidgetRenderer::class ) ),
			ReviewWidgetsModule::class  => static function ( Container $c ): ReviewWidgetsModule {
				$widgets  = $c->get( WidgetRepository::class );
				$renderer = $c->get( WidgetRenderer::class );
				$payload  = new WidgetPayload( $widgets, new WidgetOptions( $c->get( SourceRepository::class ) ) );
				return new ReviewWidgetsModule(
					$c->get( RestApi::class ),
					$c->get( AjaxRouter::class ),
					$c->get( Shortcode::class ),
					new ReviewsBlock( $c->get( Shortcode::class ) ),
					array(
						new WidgetSchemaRoute(),
						new WidgetPreviewRoute( $payload, $renderer ),
						new WidgetsRoute( $widgets, $payload ),
						new WidgetRoute( $widgets, $payload ),
					),
					array(
						new GetReviewsEndpoint( $widgets, $c->get( WidgetReviews::class ), $c->get( RateLimiter::class ) ),
						new ReviewsEmbedEndpoint( $widgets, $renderer, $c->get( RateLimiter::class ) ),
					),
					$c->get( Blocks::class )
				);
			},
			ReviewsAdminModule::class   => static fn ( Container $c ): ReviewsAdminModule => new ReviewsAdminModule( new ReviewsPage( $c->get( Assets::class ) ) ),
			ReviewsModule::class        => static fn ( Container $c ): ReviewsModule => new ReviewsModule(
				array(
					$c->get( ReviewSourcesModule::class ),
					$c->get( ReviewsLibraryModule::class ),
					$c->get( ReviewWidgetsModule::class ),
					$c->get( ReviewsAdminModule::class ),
				)
			),
		);
	}

	/**
	 * The calendar block, its month call and its cache.
	 *
	 * @return array<string, \Closure(Container): object>
	 */
	private static function calendar(): array {
		return array(
			CalendarCache::class    => static fn (): CalendarCache => new CalendarCache(),
			CalendarRenderer::class => static fn ( Container $c ): CalendarRenderer => new CalendarRenderer( new CalendarEvents(), $c->get( CalendarCache::class ) ),
			CalendarBlock::class    => static fn ( Container $c ): CalendarBlock => new CalendarBlock( $c->get( CalendarRenderer::class ), $c->get( Assets::class ) ),
			CalendarModule::class   => static fn ( Container $c ): CalendarModule => new CalendarModule(
				$c->get( AjaxRouter::class ),
				$c->get( CalendarBlock::class ),
				$c->get( CalendarCache::class ),
				new CalendarMonthEndpoint( $c->get( CalendarRenderer::class ) ),
				new EventMeta( $c->get( Assets::class ) ),
				$c->get( Blocks::class )
			),
		);
	}

	/**
	 * Vitrine > Reports: the sales report, its route, its CSV and its screen.
	 *
	 * @return array<string, \Closure(Container): object>
	 */
	private static function reports(): array {
		return array(
			SalesReport::class      => static fn ( Container $c ): SalesReport => new SalesReport( $c->get( PriceFormatter::class ) ),
			ReportCsv::class        => static fn (): ReportCsv => new ReportCsv(),
			ReportsPage::class      => static fn ( Container $c ): ReportsPage => new ReportsPage( $c->get( Assets::class ), $c->get( SalesReport::class ), $c->get( ReportCsv::class ) ),
			DashboardFigures::class => static fn ( Container $c ): DashboardFigures => new DashboardFigures( $c->get( PriceFormatter::class ), $c->get( Settings::class ), $c->get( CatalogVersion::class ) ),
			DashboardWidget::class  => static fn ( Container $c ): DashboardWidget => new DashboardWidget( $c->get( DashboardFigures::class ), $c->get( PriceFormatter::class ) ),
			ReportsModule::class    => static fn ( Container $c ): ReportsModule => new ReportsModule(
				$c->get( RestApi::class ),
				$c->get( ReportsPage::class ),
				array( new SalesReportRoute( $c->get( SalesReport::class ) ) ),
				$c->get( DashboardWidget::class )
			),
		);
	}

	/**
	 * Vitrine > Customers: the customers computed from the orders, their notes and the screen.
	 *
	 * @return array<string, \Closure(Container): object>
	 */
	private static function customers(): array {
		return array(
			CustomerSummary::class => static fn ( Container $c ): CustomerSummary => new CustomerSummary( $c->get( PriceFormatter::class ), $c->get( Transaction::class ) ),
			CustomerList::class    => static fn ( Container $c ): CustomerList => new CustomerList( $c->get( PriceFormatter::class ), $c->get( CustomerSummary::class ) ),
			CustomerNotes::class   => static fn (): CustomerNotes => new CustomerNotes(),
			CustomersPage::class   => static fn ( Container $c ): CustomersPage => new CustomersPage(
				$c->get( CustomerList::class ),
				$c->get( CustomerNotes::class ),
				$c->get( OrderQuery::class ),
				$c->get( OrderMoney::class ),
				$c->get( PriceFormatter::class ),
				$c->get( Countries::class ),
				$c->get( CustomerAccounts::class )
			),
			CustomersModule::class => static fn ( Container $c ): CustomersModule => new CustomersModule( $c->get( CustomersPage::class ), $c->get( CustomerSummary::class ) ),
		);
	}

	/**
	 * Inventory: the stock history and the stock emails.
	 *
	 * @return array<string, \Closure(Container): object>
	 */
	private static function inventory(): array {
		return array(
			StockThreshold::class  => static fn ( Container $c ): StockThreshold => new StockThreshold( $c->get( Settings::class ) ),
			StockHistory::class    => static fn (): StockHistory => new StockHistory(),
			StockAlerts::class     => static fn ( Container $c ): StockAlerts => new StockAlerts( $c->get( Settings::class ), $c->get( StockThreshold::class ), $c->get( OrderEmails::class ) ),
			StockHistoryBox::class => static fn ( Container $c ): StockHistoryBox => new StockHistoryBox( $c->get( StockHistory::class ) ),
			InventoryModule::class => static fn ( Container $c ): InventoryModule => new InventoryModule(
				$c->get( Settings::class ),
				$c->get( StockHistory::class ),
				$c->get( StockAlerts::class ),
				$c->get( StockHistoryBox::class )
			),
		);
	}

	/**
	 * Privacy: the shop's part of WordPress's personal data export and erasure.
	 *
	 * @return array<string, \Closure(Container): object>
	 */
	private static function privacy(): array {
		return array(
			OrdersPersonalData::class  => static fn ( Container $c ): OrdersPersonalData => new OrdersPersonalData(
				$c->get( Settings::class ),
				$c->get( OrderReader::class ),
				$c->get( OrderWriter::class ),
				$c->get( OrderNotes::class ),
				$c->get( OrderOrigins::class ),
				$c->get( OrderMoney::class )
			),
			AccountPersonalData::class => static fn ( Container $c ): AccountPersonalData => new AccountPersonalData(
				$c->get( CustomerAccounts::class ),
				$c->get( StoreDefinitions::class ),
				$c->get( StoreItems::class ),
				$c->get( CustomerNotes::class )
			),
			PrivacyModule::class       => static fn ( Container $c ): PrivacyModule => new PrivacyModule(
				$c->get( Settings::class ),
				$c->get( OrdersPersonalData::class ),
				$c->get( AccountPersonalData::class )
			),
		);
	}

	/**
	 * Migration: Tools > Import from WooCommerce. Its own module, above the ones it writes
	 * through (Catalog, Coupons, Orders, Account).
	 *
	 * @return array<string, \Closure(Container): object>
	 */
	private static function migration(): array {
		return array(
			WooSource::class       => static fn (): WooSource => new WooSource(),
			WooIds::class          => static fn (): WooIds => new WooIds(),
			WooMigration::class    => static fn ( Container $c ): WooMigration => new WooMigration(
				$c->get( WooSource::class ),
				array(
					new WooProductStep( $c->get( WooSource::class ), $c->get( WooIds::class ), $c->get( ProductRowWriter::class ), $c->get( ProductValidator::class ) ),
					new WooCouponStep( $c->get( WooSource::class ), $c->get( WooIds::class ), $c->get( CouponWriter::class ) ),
					new WooCustomerStep( $c->get( CustomerAccounts::class ) ),
					new WooOrderStep(
						$c->get( WooSource::class ),
						new WooOrders( $c->get( WooSource::class ) ),
						$c->get( WooIds::class ),
						$c->get( OrderWriter::class ),
						$c->get( OrderMeta::class ),
						$c->get( OrderNotes::class ),
						$c->get( OrderRefunds::class ),
						new ImportedDates( $c->get( OrderStore::class ) )
					),
				),
				$c->get( Transaction::class )
			),
			MigrationModule::class => static fn ( Container $c ): MigrationModule => new MigrationModule(
				$c->get( RestApi::class ),
				new WooMigrationPage( $c->get( Assets::class ) ),
				array(
					new WooMigrationRoute( $c->get( WooMigration::class ) ),
					new WooMigrationRunsRoute( $c->get( WooMigration::class ) ),
					new WooMigrationBatchRoute( $c->get( WooMigration::class ) ),
				),
				$c->get( WooIds::class )
			),
		);
	}

	/**
	 * What uninstall.php runs (it builds this container, the plugin being inactive): the
	 * migrations' tables, and the post types, roles and uploads folders of the module classes
	 * that own them (Core\Install\OwnsData). A class that implements OwnsData is listed here;
	 * ServicesTest fails for one that is not.
	 *
	 * @return array<string, \Closure(Container): object>
	 */
	private static function uninstall(): array {
		return array(
			Migrator::class    => static fn (): Migrator => Installer::migrator(),
			Uninstaller::class => static fn ( Container $c ): Uninstaller => new Uninstaller(
				array(
					$c->get( ProductPostTypes::class ),
					$c->get( CouponPostType::class ),
					$c->get( CustomerAccounts::class ),
					$c->get( WidgetRepository::class ),
					$c->get( ImageCache::class ),
					$c->get( ImportJobs::class ),
					$c->get( ShippingClasses::class ),
					$c->get( ShopManagerRole::class ),
				),
				$c->get( Migrator::class )
			),
		);
	}
}
