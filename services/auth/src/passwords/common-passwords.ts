/**
 * About 1,500 of the most used passwords, written down from the well-known public lists (RockYou
 * and its derivatives: keyboard walks, digit runs, names, teams, pets, faith words). The policy
 * refuses these, and any of them padded with leading or trailing digits and symbols.
 * Data, not code: kept as a TypeScript string so the build copies it with the service.
 */
const LIST = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123 football
monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael 654321 superman
1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm asdfgh hunter buster
soccer harley batman andrew tigger sunshine iloveyou 2000 charlie robert thomas hockey ranger daniel starwars
klaster 112233 george computer michelle jessica pepper 1111 zxcvbn 555555 11111111 131313 freedom 777777 pass
maggie 159753 aaaaaa ginger princess joshua cheese amanda summer love ashley nicole chelsea biteme matthew
access yankees 987654321 dallas austin thunder taylor matrix mobilemail mom monitor monitoring montana moon
moscow william corvette hello martin heather secret merlin diamond 1234qwer gfhjkm hammer silver 222222
88888888 anthony justin test bailey q1w2e3r4t5 patrick internet scooter orange 11111 golfer cookie richard
samantha bigdog guitar jackson whatever mickey chicken sparky snoopy maverick phoenix camaro peanut morgan
welcome falcon cowboy ferrari samsung andrea smokey steelers joseph mercedes dakota arsenal eagles melissa
boomer booboo spider nascar monster tigers yellow xxxxxx 123123123 gateway marina diablo bulldog qwer1234
compaq purple hardcore banana junior hannah 123654 porsche lakers iceman money cowboys 987654 london tennis
999999 ncc1701 coffee scooby 0000 miller boston q1w2e3r4 brandon yamaha chester mother forever johnny edward
333333 oliver redsox player nikita knight fender barney midnight please brandy chicago badboy slayer rangers
charles angel flower rabbit wizard bigdick jasper enter rachel chris steven winner adidas victoria natasha
1q2w3e4r jasmine winter prince panties marine ghbdtn fishing cocacola casper james 232323 raiders 888888
marlboro gandalf asdfasdf crystal 87654321 12344321 golden 8675309 panther lauren angela thx1138 angels
madison winston shannon mike toyota jordan23 canada sophie apples tiger 123abc pokemon qazxsw 55555 qwaszx
muffin murphy cooper 159357 albert jackie andrey lucky eagle1 naruto digital guitar1 ginger1 blue butterfly
dolphin lovely 1q2w3e snowball qweasd rainbow pass123 sniper nothing hello1 mustang1 ashley1 angel1 babygirl
master1 letmein1 welcome1 password1 superman1 football1 baseball1 monkey1 dragon1 charlie1 michael1 shadow1
soccer1 jordan1 hunter1 jennifer1 sunshine1 princess1 iloveyou1 qwerty1 abc1234 abcd1234 a123456 123456a
1234abcd zaq12wsx zaq1zaq1 qwerty123 password123 password12 passw0rd p@ssw0rd p@ssword pa55word pa$$word admin
admin123 administrator root toor guest user test123 testing changeme default login letmein123 welcome123
qwerty12 qwerty1234 qwertyu asdfghjkl asdf1234 asd123 zxc123 zxcv1234 1qazxsw2 2wsx3edc 1qaz2wsx3edc qweqwe
qweasdzxc asdasd zxczxc aaa111 aaaaaaaa abcdef abcdefg abcdefgh abc12345 1234567a 12341234 123456789a
0987654321 11223344 1122334455 147258369 147258 741852963 789456123 123789 456789 147852 258258 159951
1472583690 102030 010203 112358 696969696969 121314 123455 135790 123654789 31415926 3141592653 314159
69696969 101010 112211 123000 123321123 123456123456 abcabc azerty azertyuiop 1234512345 5201314 520520 woaini
iloveu iloveyou2 iloveyou! loveyou lovelove loveme love123 mylove sweetheart sweety sweetie cutie cutiepie
honey honeybee babe baby babyboy babydoll darling princess123 princesa angel123 angelina angelica beautiful
pretty lovers bestfriend friends friend family mommy mommy1 daddy daddy1 mother1 father sister brother jesus
jesus1 christ god godisgood blessed blessing faith hope grace heaven heaven1 church bible psalm john316
jesuschrist jesuslovesme savior holy amen hallelujah praise lord trinity angel5 gabriel michael7 israel zion
matrix1 neo morpheus trinity1 starwars1 skywalker jedi vader yoda lightsaber pokemon1 pikachu naruto1 sasuke
goku dragonball dragonballz vegeta onepiece luffy batman1 superman2 spiderman spiderman1 ironman hulk thor
avengers marvel wolverine harrypotter hogwarts gryffindor hermione voldemort frodo gollum legolas aragorn
mordor minecraft fortnite roblox zelda mario luigi sonic halo xbox360 playstation nintendo gamer gaming
warcraft starcraft diablo2 counter strike lol123 league football2 soccer12 basketball hockey1 baseball2 golf
golfing tennis1 boxing wrestling yankees1 redsox1 lakers1 bulls cubs packers steelers1 cowboys1 eagles1
patriots raiders1 broncos chargers dolphins giants jets vikings bears lions saints liverpool chelsea1 arsenal1
manchester manutd barcelona realmadrid juventus milan ronaldo messi beckham zidane pele maradona neymar rooney
gerrard lampard henry mustang2 ferrari1 porsche1 corvette1 camaro1 bmw audi honda nissan mazda toyota1 chevy
ford harley1 ducati suzuki kawasaki yamaha1 jeep dodge mercedes1 lexus volvo subaru jaguar lamborghini bugatti
viper cobra shelby apple apple1 banana1 orange1 cherry peach mango lemon strawberry blueberry chocolate candy
sugar cookie1 cupcake pizza pizza1 burger cheese1 bacon coffee1 tequila whiskey vodka beer beer1 guinness
budlight jackdaniels wine summer1 winter1 spring autumn sunday monday friday january october december august
april june july march november september february weekend holiday black white red green blue1 purple1 yellow1
silver1 golden1 orange2 tiger1 lion eagle wolf bear fox panther1 cheetah leopard shark dolphin1 whale turtle
snake monkey12 donkey horse pony unicorn dragon12 kitty kitten kitty1 kittycat pussycat cat dog doggy puppy
puppy1 bunny rabbit1 hamster mouse duck chicken1 rooster pig piggy cow flower1 rose daisy lily tulip sunflower
orchid jasmine1 violet poppy ocean beach island river mountain forest desert sky star stars sun moon1 galaxy
planet universe cosmos space rocket shuttle comet hello123 helloworld hi hey howdy welcome2 goodbye thanks
thankyou please1 secret1 secret123 private hidden mystery unknown nobody someone anyone everyone letmein2
openup open sesame opensesame access1 access14 enter1 entry gate master12 master123 boss chief king queen
prince1 princess2 lord1 kingdom knight1 warrior soldier army navy marine1 pilot captain general major hunter2
hunter12 sniper1 killer1 assassin ninja samurai shogun ronin shinobi wizard1 magic magician merlin1 sorcerer
witch vampire zombie ghost demon devil satan hell hellfire inferno fire fire1 flame blaze phoenix1 thunder1
lightning storm tornado hurricane rain snow ice frost blizzard shadow12 shadow123 darkness dark darkside night
nightmare midnight1 twilight dawn diamond1 gold goldfish ruby emerald sapphire pearl crystal1 jade amber
money1 money123 cash dollar rich million billion lucky7 lucky1 jackpot poker casino vegas lasvegas blackjack
ace spades hearts clubs joker computer1 internet1 laptop desktop server network system system1 windows linux
ubuntu debian redhat unix mac macintosh iphone android samsung1 nokia google yahoo hotmail gmail facebook
twitter instagram youtube myspace skype qwerty11 qwerty7 q1w2e3 q1w2e3r4t5y6 1q2w3e4r5t 1q2w3e4r5t6y qwertyui
qwert asdf asdfg zxcvb zxcvbn1 qazwsx1 qazwsxedc 1qaz 2wsx 3edc 4rfv 5tgb 6yhn 123qweasd 123qweasdzxc qwe123
qwe123456 asd123456 zxc123456 123asd 123zxc 1a2b3c 1a2b3c4d a1b2c3 a1b2c3d4 aa123456 abc123456 qq123456
q123456 z123456 w123456 x123456 123456q 1234567q 123456z 12345q 12345a 123qwe123 1qa2ws3ed 1qw23e qwe321
ewq321 321321 111222 112233445566 111111111 1111111 11111111111 111111111111 000000000 0000000 00000000
000000000000 222222222 333333333 444444 4444 5555 55555555 6666 66666666 7777 77777777 8888 88888 9999 99999
999999999 12121212 12312312 123412341234 123123123123 456456 789789 147147 258369 369369 963852741 852456
741852 951753 753951 159753456 qwerty123456 qwertyuiop123 password1234 password12345 password123456
passwordpassword iloveyou123 iloveyou1234 123456789012 1234567890123 abcdefghijkl abcdefghijklmnop
qwertyuiopasdf asdfghjkl123 zxcvbnm123 letmeinplease welcometo welcome1234 welcome12345 changeme123
changeme1234 administrator1 admin1234 admin12345 adminadmin rootroot root123 toor123 test1234 testtest
test12345 testing123 tester guest123 user123 user1234 demo demo123 sample example football123 baseball123
basketball1 soccer123 hockey123 golf123 tennis123 superman123 batman123 spiderman123 monkey123 dragon123
shadow1234 master1234 sunshine123 princess12 iloveyou12 trustno12 jordan123 michael123 jennifer123 charlie123
thomas123 robert123 daniel123 william123 jessica123 ashley123 nicole123 matthew123 starwars123 pokemon123
naruto123 minecraft1 fortnite1 roblox123 mario123 zelda123 halo123 xbox123 qazwsx123 qazwsxedc123
1qaz2wsx3edc4rfv zaq12wsxcde3 zaq1xsw2cde3 1q2w3e4r5t6y7u8i 1q2w3e4r5t6y7u 1qazxsw23edc 1234qwerasdf
1234qwerasdfzxcv asdfqwer qwerasdf qwerasdfzxcv 12qwaszx 12qwasyx q1w2e3r4t5y6u7 zxcvbnm1 zxcvbnm12 mnbvcxz
poiuytrewq lkjhgfdsa 0987654321a 9876543210 987654321a 123654987 963258741 789654123 321654987 369258147
147896325 michael2 jessica1 ashley2 amanda1 jennifer2 joshua1 matthew1 daniel1 david david1 james1 john john1
robert1 chris1 christopher brian kevin jason jason1 jeremy eric ryan justin1 brandon1 tyler nathan aaron adam
alex alexander alexis alexandra sarah sarah1 emily emma olivia sophia isabella ava mia abigail madison1
elizabeth chloe hannah1 grace1 natalie lily1 anna samantha1 lauren1 rachel1 megan brittany stephanie heather1
amber1 melissa1 kimberly crystal2 danielle tiffany andrea1 erica jasmine2 vanessa veronica victoria1 nicole2
jessica2 monica patricia linda barbara susan margaret dorothy lisa nancy karen betty helen sandra donna carol
ruth sharon michelle1 laura sarah2 kimberly1 deborah jessie shirley cynthia angela1 melissa2 brenda amy anna1
rebecca virginia kathleen pamela martha debra amanda2 stephanie1 carolyn christine marie janet catherine
frances ann joyce diane alice julie heather2 teresa doris gloria evelyn jean cheryl mildred katherine joan
ashley3 judith rose1 janice kelly nicole3 judy christina kathy theresa beverly denise tammy irene jane lori
rachel2 marilyn andrea2 kathryn louise sara anne jacqueline wanda bonnie julia ruby1 lois tina phyllis norma
paula diana annie lillian emily1 robin peggy crystal3 gladys rita connie florence tracy edna tiffany1 carmen
rosa cindy grace2 wendy victoria2 edith kim sherry sylvia josephine thelma shannon1 sheila ethel ellen elaine
marjorie carrie charlotte monica1 esther pauline emma1 juanita anita rhonda hazel amber2 eva debbie april1
leslie clara lucille jamie joanne eleanor valerie danielle1 megan1 alicia suzanne michele gail bertha darlene
veronica1 jill erin geraldine lauren2 cathy joann lorraine lynn sally regina erica1 beatrice dolores bernice
audrey yvonne annette june1 samantha2 marion dana stacy ana renee ida vivian roberta holly brittany1 melanie
loretta yolanda jeanette laurie katie kristen vanessa1 alma sue elsie beth jeanne vicki carla tara rosemary
eileen terri gertrude lucy tonya ella stacey wilma gina kristin jessie1 natalie1 agnes vera willie charlene
bessie delores melinda pearl1 arlene maureen colleen allison tamara joy georgia constance lillie claudia
jackie1 marcia tanya nellie minnie marlene heidi glenda lydia viola courtney marian stella caroline dora jo
vickie mattie terry maxine irma mabel marsha myrtle lena christy deanna patsy hilda gwendolyn jennie nora
margie nina cassandra leah penny kay priscilla naomi carole brandy1 olga billie dianne tracey leona jenny
felicia sonia miriam velma becky bobbie violet1 kristina toni misty mae shelly daisy1 ramona sherri erika
katrina claire lindsey lindsay geneva guadalupe belinda margarita sheryl cora faye ada natasha1 sabrina isabel
marguerite hattie harriet molly cecilia kristi brandi blanche sandy rosie joanna iris eunice angie inez lynda
madeline amelia alberto alfredo antonio carlos diego eduardo fernando francisco gabriel1 jorge jose juan luis
manuel miguel pablo pedro rafael ricardo roberto hola amor amigo mariposa corazon estrella princesa1 teamo
tequiero chocolate1 bonjour soleil loulou doudou chouchou marseille paris paris1 france nicolas hallo schatz
passwort hallo123 schalke fussball berlin hamburg muenchen deutschland ciao amore juventus1 napoli roma sole
tesoro francesca giuseppe qwertz qwertzu asdfgh1 ytrewq gfhjkm1 ghbdtn1 vfhbyf cjkysirj zaq1xsw2 nfnmzyf
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));
