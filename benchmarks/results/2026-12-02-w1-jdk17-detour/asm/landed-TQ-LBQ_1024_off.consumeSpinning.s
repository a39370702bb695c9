====================================================================================================
Compiled method (c2)     524  622 %     4       dev.tempered.benchmarks.Handover::consumeSpinning @ 5 (67 bytes)
        ;   {runtime_call os::breakpoint()}
     0   dcc0  call   0x7fd1a12274c0
     5   dcc5  data16 data16 nop WORD PTR [rax+rax*1+0x0]
     c   dccc  
    10   dcd0  mov    DWORD PTR [rsp-0x14000],eax
    17   dcd7  push   rbp
    18   dcd8  sub    rsp,0x50
    1c   dcdc  mov    rbx,QWORD PTR [rsi+0x28]
    20   dce0  mov    r14,QWORD PTR [rsi+0x20]
    24   dce4  mov    r10d,DWORD PTR [rsi+0x8]
    28   dce8  mov    DWORD PTR [rsp+0x18],r10d
    2d   dced  mov    r10,QWORD PTR [rsi+0x10]
    31   dcf1  mov    QWORD PTR [rsp+0x10],r10
    36   dcf6  mov    rdi,rsi
    39   dcf9  movabs r10,0x7fd1a12e7cc0
    40   dd00  
    43   dd03  call   r10
    46   dd06  test   rbx,rbx
    49   dd09  je     0x7fd18cefdfec
    4f   dd0f  mov    r10d,DWORD PTR [rbx+0x8]
    53   dd13  cmp    r10d,0x101fbe8
    5a   dd1a  jne    0x7fd18cefdf70
    60   dd20  mov    r10,rbx
    63   dd23  mov    r8d,DWORD PTR [r14+0x8]
    67   dd27  movabs rax,0x7fd11f0ebfa8
    6e   dd2e  
    71   dd31  movabs rsi,0x7fd11f000000
    78   dd38  
    7b   dd3b  add    rsi,r8
    7e   dd3e  mov    r11,QWORD PTR [rsi+0x20]
    82   dd42  cmp    r11,rax
    85   dd45  jne    0x7fd18cefdf50
    8b   dd4b  mov    r11d,DWORD PTR [r14+0x8]
    8f   dd4f  cmp    r11d,0x102e928
    96   dd56  jne    0x7fd18cefe007
    9c   dd5c  jmp    0x7fd18cefdda2
    9e   dd5e  mov    r11,QWORD PTR [r15+0x30]
    a2   dd62  mov    QWORD PTR [r11+r8*1-0x8],rdi
    a7   dd67  add    r8,0xfffffffffffffff8
    ab   dd6b  mov    QWORD PTR [r15+0x20],r8
    af   dd6f  nop
    b0   dd70  mov    DWORD PTR [rbp+rbx*1+0x90],r12d
    b7   dd77  
        ;   {oop(a 'java/lang/Object'{0x000000069eb7ef78})}
    b8   dd78  cmp    r13d,0xd3d6fdef
    bf   dd7f  je     0x7fd18cefdea0
    c5   dd85  cmp    r13d,0xd3d6fdf1
    cc   dd8c  je     0x7fd18cefdfcc
    d2   dd92  mov    r11,QWORD PTR [r15+0x348]
    d9   dd99  test   DWORD PTR [r11],eax
    dc   dd9c  xor    ebp,ebp
    de   dd9e  mov    DWORD PTR [rsp+0x18],ebp
    e2   dda2  mov    r8d,DWORD PTR [r14+0x170]
    e9   dda9  test   r8d,r8d
    ec   ddac  jne    0x7fd18cefdf1c
    f2   ddb2  mov    r8d,DWORD PTR [r14+0x164]
    f9   ddb9  mov    ecx,DWORD PTR [r12+r8*8+0xc]
    fe   ddbe  mov    r9,QWORD PTR [r14+0x150]
   105   ddc5  mov    r11d,r9d
   108   ddc8  and    r11d,DWORD PTR [r14+0x160]
   10f   ddcf  mov    ebx,r11d
   112   ddd2  add    ebx,0x20
   115   ddd5  cmp    ebx,ecx
   117   ddd7  jae    0x7fd18cefdedc
   11d   dddd  lea    rbp,[r12+r8*8]
   121   dde1  movsxd rbx,r11d
   124   dde4  shl    rbx,0x2
   128   dde8  mov    r13d,DWORD PTR [rbp+rbx*1+0x90]
   12f   ddef  
   130   ddf0  test   r13d,r13d
   133   ddf3  jne    0x7fd18cefde36
   135   ddf5  mov    ebp,DWORD PTR [rsp+0x18]
   139   ddf9  inc    ebp
   13b   ddfb  mov    r11d,DWORD PTR [rsp+0x18]
   140   de00  cmp    r11d,0x64
   144   de04  jl     0x7fd18cefde25
   146   de06  mov    DWORD PTR [rsp+0x8],ebp
   14a   de0a  mov    QWORD PTR [rsp],r10
   14e   de0e  mov    rbp,r14
   151   de11  xchg   ax,ax
   153   de13  call   0x7fd18cef7140
   158   de18  mov    r14,rbp
   15b   de1b  mov    r10,QWORD PTR [rsp]
   15f   de1f  mov    ebp,DWORD PTR [rsp+0x8]
   163   de23  jmp    0x7fd18cefde27
   165   de25  pause
   167   de27  mov    r11,QWORD PTR [r15+0x348]
   16e   de2e  test   DWORD PTR [r11],eax
   171   de31  jmp    0x7fd18cefdd9e
   176   de36  mov    r11d,DWORD PTR [r12+r8*8+0x8]
   17b   de3b  add    r9,0x1
   17f   de3f  mov    QWORD PTR [r14+0x150],r9
   186   de46  cmp    r11d,0x1550
   18d   de4d  jne    0x7fd18cefdf8c
   193   de53  cmp    BYTE PTR [r15+0x38],0x0
   198   de58  je     0x7fd18cefdd70
   19e   de5e  mov    r11d,DWORD PTR [rbp+rbx*1+0x90]
   1a5   de65  
   1a6   de66  test   r11d,r11d
   1a9   de69  je     0x7fd18cefdd70
   1af   de6f  mov    r8,QWORD PTR [r15+0x20]
   1b3   de73  mov    rdi,r11
   1b6   de76  shl    rdi,0x3
   1ba   de7a  test   r8,r8
   1bd   de7d  jne    0x7fd18cefdd5e
   1c3   de83  mov    QWORD PTR [rsp],r10
   1c7   de87  mov    rsi,r15
   1ca   de8a  movabs r10,0x7fd1a0cd3130
   1d1   de91  
   1d4   de94  call   r10
   1d7   de97  mov    r10,QWORD PTR [rsp]
   1db   de9b  jmp    0x7fd18cefdd70
        ; implicit exception: dispatches to 0x00007fd18cefe042
   1e0   dea0  mov    r11d,DWORD PTR [r10+0x1c]
   1e4   dea4  mov    r8,QWORD PTR [rsp+0x10]
   1e9   dea9  add    r8,0x1
   1ed   dead  test   r11d,r11d
   1f0   deb0  je     0x7fd18cefdff4
   1f6   deb6  mov    QWORD PTR [rsp+0x10],r8
   1fb   debb  mov    QWORD PTR [rsp],r10
   1ff   debf  mov    rbp,r14
   202   dec2  lea    rsi,[r12+r11*8]
   206   dec6  mov    rdx,r8
   209   dec9  xchg   ax,ax
   20b   decb  call   0x7fd18cefe06f
   210   ded0  mov    r14,rbp
   213   ded3  mov    r10,QWORD PTR [rsp]
   217   ded7  jmp    0x7fd18cefdd92
   21c   dedc  mov    esi,0xffffffe4
   221   dee1  mov    rbp,r10
   224   dee4  mov    r10,QWORD PTR [rsp+0x10]
   229   dee9  mov    QWORD PTR [rsp+0x8],r10
   22e   deee  mov    QWORD PTR [rsp-0x8],rax
   233   def3  mov    eax,DWORD PTR [rsp+0x18]
   237   def7  mov    DWORD PTR [rsp+0x10],eax
   23b   defb  mov    rax,QWORD PTR [rsp-0x8]
   240   df00  mov    QWORD PTR [rsp+0x18],r14
   245   df05  mov    QWORD PTR [rsp+0x20],r9
   24a   df0a  mov    DWORD PTR [rsp+0x2c],r8d
   24f   df0f  mov    DWORD PTR [rsp+0x30],ebx
   253   df13  mov    DWORD PTR [rsp+0x34],ecx
   257   df17  call   0x7fd18c991a80
   25c   df1c  mov    esi,0xffffffec
   261   df21  mov    rbp,r10
   264   df24  mov    r10,QWORD PTR [rsp+0x10]
   269   df29  mov    QWORD PTR [rsp+0x8],r10
   26e   df2e  mov    QWORD PTR [rsp-0x8],rax
   273   df33  mov    eax,DWORD PTR [rsp+0x18]
   277   df37  mov    DWORD PTR [rsp+0x10],eax
   27b   df3b  mov    rax,QWORD PTR [rsp-0x8]
   280   df40  mov    QWORD PTR [rsp+0x18],r14
   285   df45  mov    DWORD PTR [rsp+0x14],r8d
   28a   df4a  nop
   28b   df4b  call   0x7fd18c991a80
   290   df50  mov    rdi,QWORD PTR [rsi+0x28]
   294   df54  mov    ecx,DWORD PTR [rdi]
   296   df56  add    rdi,0x8
   29a   df5a  test   rax,rax
   29d   df5d  repnz scas rax,QWORD PTR es:[rdi]
   2a0   df60  jne    0x7fd18cefdf6a
   2a6   df66  mov    QWORD PTR [rsi+0x20],rax
   2aa   df6a  je     0x7fd18cefdd4b
   2b0   df70  mov    esi,0xffffff8d
   2b5   df75  mov    rbp,r14
   2b8   df78  mov    r10,QWORD PTR [rsp+0x10]
   2bd   df7d  mov    QWORD PTR [rsp],r10
   2c1   df81  mov    QWORD PTR [rsp+0x10],rbx
   2c6   df86  nop
   2c7   df87  call   0x7fd18c991a80
   2cc   df8c  add    rbx,0x90
   2d3   df93  mov    esi,0xffffff45
   2d8   df98  movabs r9,0x7fd11f000000
   2df   df9f  
   2e2   dfa2  add    r9,r11
   2e5   dfa5  mov    r11,QWORD PTR [r9+0x70]
   2e9   dfa9  mov    rbp,QWORD PTR [r11]
   2ec   dfac  mov    QWORD PTR [rsp],r10
   2f0   dfb0  mov    DWORD PTR [rsp+0x1c],r13d
   2f5   dfb5  mov    QWORD PTR [rsp+0x20],r14
   2fa   dfba  mov    QWORD PTR [rsp+0x30],rbx
   2ff   dfbf  mov    DWORD PTR [rsp+0x2c],r8d
        ;   {runtime_call UncommonTrapBlob}
   304   dfc4  data16 xchg ax,ax
   307   dfc7  call   0x7fd18c991a80
   30c   dfcc  mov    esi,0xffffff45
   311   dfd1  mov    rbp,r10
   314   dfd4  mov    QWORD PTR [rsp],r14
   318   dfd8  mov    r10,QWORD PTR [rsp+0x10]
   31d   dfdd  mov    QWORD PTR [rsp+0x8],r10
   322   dfe2  mov    DWORD PTR [rsp+0x10],r13d
   327   dfe7  call   0x7fd18c991a80
   32c   dfec  xor    r10d,r10d
   32f   dfef  jmp    0x7fd18cefdd23
   334   dff4  mov    esi,0xfffffff6
   339   dff9  mov    rbp,r8
        ;   {runtime_call UncommonTrapBlob}
   33c   dffc  data16 xchg ax,ax
   33f   dfff  call   0x7fd18c991a80
   344   e004  xor    r14d,r14d
   347   e007  mov    esi,0xffffff76
   34c   e00c  mov    rbp,r10
   34f   e00f  mov    QWORD PTR [rsp],r14
   353   e013  mov    r10,QWORD PTR [rsp+0x10]
   358   e018  mov    QWORD PTR [rsp+0x8],r10
   35d   e01d  xchg   ax,ax
   35f   e01f  call   0x7fd18c991a80
   364   e024  mov    esi,0xffffff5e
   369   e029  xchg   ax,ax
   36b   e02b  call   0x7fd18c991a80
   370   e030  mov    rsi,rax
   373   e033  jmp    0x7fd18cefe038
   375   e035  mov    rsi,rax
   378   e038  add    rsp,0x50
        ;   {runtime_call _rethrow_Java}
   37c   e03c  pop    rbp
   37d   e03d  jmp    0x7fd18ca3c700
   382   e042  mov    esi,0xfffffff6
   387   e047  call   0x7fd18c991a80
   38c   e04c  hlt
   38d   e04d  hlt
   38e   e04e  hlt
   38f   e04f  hlt
   390   e050  hlt
   391   e051  hlt
   392   e052  hlt
   393   e053  hlt
   394   e054  hlt
   395   e055  hlt
   396   e056  hlt
   397   e057  hlt
   398   e058  hlt
   399   e059  hlt
   39a   e05a  hlt
   39b   e05b  hlt
   39c   e05c  hlt
   39d   e05d  hlt
   39e   e05e  hlt
   39f   e05f  hlt
        [Stub Code]
        ;   {no_reloc}
   3a0   e060  movabs rbx,0x0
   3a7   e067  
   3aa   e06a  jmp    0x7fd18cefe06a
   3af   e06f  movabs rbx,0x7fd11f222b08
   3b6   e076  
   3b9   e079  jmp    0x7fd18c98f8dd
   3be   e07e  jmp    0x7fd18ca2bb80
   3c3   e083  call   0x7fd18cefe088
   3c8   e088  sub    QWORD PTR [rsp],0x5
   3cd   e08d  jmp    0x7fd18c991da0
   3d2   e092  hlt
   3d3   e093  hlt
   3d4   e094  hlt
   3d5   e095  hlt
   3d6   e096  hlt
   3d7   e097  hlt
