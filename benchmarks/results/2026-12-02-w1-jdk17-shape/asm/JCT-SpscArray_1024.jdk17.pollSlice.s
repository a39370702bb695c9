====================================================================================================
Compiled method (c2)     335  256       4       dev.tempered.benchmarks.HandoverPair::pollSlice (42 bytes)
     0    2c0  mov    DWORD PTR [rsp-0x14000],eax
     7    2c7  push   rbp
     8    2c8  sub    rsp,0x50
     c    2cc  mov    r11,rsi
     f    2cf  mov    r10d,DWORD PTR [rsi+0x8]
    13    2d3  cmp    r10d,0x100ca90
    1a    2da  jne    0x7f3630ee05ad
    20    2e0  mov    r8,rsi
    23    2e3  xor    r9d,r9d
    26    2e6  xor    r10d,r10d
    29    2e9  xor    ecx,ecx
    2b    2eb  jmp    0x7f3630ee0301
    2d    2ed  mov    ebp,0x1
    32    2f2  pause
    34    2f4  mov    r11,QWORD PTR [r15+0x348]
    3b    2fb  test   DWORD PTR [r11],eax
    3e    2fe  mov    r9d,ebp
    41    301  mov    r11d,DWORD PTR [r8+0x8c]
        ; implicit exception: dispatches to 0x00007f3630ee05bc
    48    308  mov    edi,DWORD PTR [r12+r11*8+0xc]
    4d    30d  mov    r14,QWORD PTR [r8+0x1b0]
    54    314  mov    rdx,r14
    57    317  and    rdx,QWORD PTR [r8+0x90]
    5e    31e  lea    rbx,[r12+r11*8]
    62    322  mov    eax,edx
    64    324  cmp    eax,edi
    66    326  jae    0x7f3630ee0554
    6c    32c  movsxd r13,eax
    6f    32f  shl    r13,0x2
    73    333  mov    ebp,DWORD PTR [rbx+r13*1+0x10]
    78    338  test   ebp,ebp
    7a    33a  je     0x7f3630ee046d
    80    340  mov    edi,DWORD PTR [r12+r11*8+0x8]
    85    345  cmp    edi,0x1550
    8b    34b  jne    0x7f3630ee055e
    91    351  cmp    BYTE PTR [r15+0x38],0x0
    96    356  jne    0x7f3630ee04a2
    9c    35c  mov    DWORD PTR [rbx+r13*1+0x10],r12d
    a1    361  inc    ecx
    a3    363  add    r14,0x1
    a7    367  mov    QWORD PTR [r8+0x1b0],r14
    ae    36e  cmp    ebp,0xd3dc425a
    b4    374  jne    0x7f3630ee03c4
    b6    376  mov    eax,ecx
    b8    378  add    rsp,0x50
        ;   {poll_return}
    bc    37c  pop    rbp
    bd    37d  cmp    rsp,QWORD PTR [r15+0x340]
    c4    384  ja     0x7f3630ee05d5
    ca    38a  ret
    cb    38b  mov    r11,QWORD PTR [r15+0x30]
    cf    38f  mov    QWORD PTR [r11+r9*1-0x8],rdi
    d4    394  add    r9,0xfffffffffffffff8
    d8    398  mov    QWORD PTR [r15+0x20],r9
    dc    39c  nop    DWORD PTR [rax+0x0]
    e0    3a0  mov    DWORD PTR [rbx+r13*1+0x10],r12d
    e5    3a5  inc    ecx
    e7    3a7  add    r14,0x1
    eb    3ab  mov    QWORD PTR [r8+0x1b0],r14
    f2    3b2  cmp    ebp,0xd3dc425a
    f8    3b8  je     0x7f3630ee0376
    fa    3ba  mov    r11,QWORD PTR [r15+0x348]
   101    3c1  test   DWORD PTR [r11],eax
   104    3c4  mov    r11d,DWORD PTR [r8+0x8c]
   10b    3cb  mov    edi,DWORD PTR [r12+r11*8+0xc]
   110    3d0  mov    r14,QWORD PTR [r8+0x1b0]
   117    3d7  mov    rdx,r14
   11a    3da  and    rdx,QWORD PTR [r8+0x90]
   121    3e1  lea    rbx,[r12+r11*8]
   125    3e5  mov    eax,edx
   127    3e7  cmp    eax,edi
   129    3e9  jae    0x7f3630ee04da
   12f    3ef  movsxd r13,eax
   132    3f2  shl    r13,0x2
   136    3f6  mov    ebp,DWORD PTR [rbx+r13*1+0x10]
   13b    3fb  test   ebp,ebp
   13d    3fd  je     0x7f3630ee02ed
   143    403  mov    r9d,DWORD PTR [r12+r11*8+0x8]
        ;   {metadata('java/lang/Object'[])}
   148    408  cmp    r9d,0x1550
   14f    40f  jne    0x7f3630ee050c
   155    415  cmp    BYTE PTR [r15+0x38],0x0
   15a    41a  je     0x7f3630ee03a0
   15c    41c  mov    r11d,DWORD PTR [rbx+r13*1+0x10]
   161    421  test   r11d,r11d
   164    424  je     0x7f3630ee03a0
   16a    42a  mov    r9,QWORD PTR [r15+0x20]
   16e    42e  mov    rdi,r11
   171    431  shl    rdi,0x3
   175    435  test   r9,r9
   178    438  jne    0x7f3630ee038b
   17e    43e  mov    DWORD PTR [rsp+0xc],ecx
   182    442  mov    DWORD PTR [rsp+0x8],r10d
   187    447  mov    QWORD PTR [rsp],r8
   18b    44b  mov    rsi,r15
   18e    44e  movabs r10,0x7f36460d3130
   195    455  
   198    458  call   r10
   19b    45b  mov    r8,QWORD PTR [rsp]
   19f    45f  mov    r10d,DWORD PTR [rsp+0x8]
   1a4    464  mov    ecx,DWORD PTR [rsp+0xc]
   1a8    468  jmp    0x7f3630ee03a0
   1ad    46d  mov    ebp,r9d
   1b0    470  inc    ebp
   1b2    472  cmp    r9d,0x64
   1b6    476  jl     0x7f3630ee02f2
   1bc    47c  mov    DWORD PTR [rsp+0xc],ecx
   1c0    480  mov    DWORD PTR [rsp+0x8],r10d
   1c5    485  mov    QWORD PTR [rsp],r8
   1c9    489  xchg   ax,ax
   1cb    48b  call   0x7f3630ed8840
   1d0    490  mov    r8,QWORD PTR [rsp]
   1d4    494  mov    r10d,DWORD PTR [rsp+0x8]
   1d9    499  mov    ecx,DWORD PTR [rsp+0xc]
   1dd    49d  jmp    0x7f3630ee02f4
   1e2    4a2  mov    r11d,DWORD PTR [rbx+r13*1+0x10]
   1e7    4a7  test   r11d,r11d
   1ea    4aa  je     0x7f3630ee035c
   1f0    4b0  mov    r9,QWORD PTR [r15+0x20]
   1f4    4b4  mov    rdi,r11
   1f7    4b7  shl    rdi,0x3
   1fb    4bb  test   r9,r9
   1fe    4be  je     0x7f3630ee057e
   204    4c4  mov    r11,QWORD PTR [r15+0x30]
   208    4c8  mov    QWORD PTR [r11+r9*1-0x8],rdi
   20d    4cd  add    r9,0xfffffffffffffff8
   211    4d1  mov    QWORD PTR [r15+0x20],r9
   215    4d5  jmp    0x7f3630ee035c
   21a    4da  mov    ebp,ecx
   21c    4dc  mov    esi,0xffffffe4
   221    4e1  mov    DWORD PTR [rsp+0x8],r10d
   226    4e6  mov    QWORD PTR [rsp+0x10],r8
   22b    4eb  mov    QWORD PTR [rsp+0x18],r14
   230    4f0  mov    QWORD PTR [rsp+0x20],rdx
   235    4f5  mov    DWORD PTR [rsp+0xc],r11d
   23a    4fa  mov    QWORD PTR [rsp+0x28],rbx
   23f    4ff  mov    DWORD PTR [rsp+0x30],eax
   243    503  mov    DWORD PTR [rsp+0x34],edi
   247    507  call   0x7f3630991a80
   24c    50c  lea    r11,[r12+rbp*8]
   250    510  movabs rdi,0x7f35bf000000
   257    517  
   25a    51a  add    rdi,r9
   25d    51d  mov    r9,QWORD PTR [rdi+0x70]
   261    521  mov    rbp,QWORD PTR [r9]
   264    524  mov    DWORD PTR [rsp],ecx
   267    527  add    r13,0x10
   26b    52b  mov    esi,0xffffff45
   270    530  mov    DWORD PTR [rsp+0x4],r10d
   275    535  mov    QWORD PTR [rsp+0x10],r8
   27a    53a  mov    QWORD PTR [rsp+0x18],r14
   27f    53f  mov    QWORD PTR [rsp+0x28],r13
   284    544  mov    QWORD PTR [rsp+0x30],rbx
   289    549  mov    QWORD PTR [rsp+0x38],r11
   28e    54e  nop
   28f    54f  call   0x7f3630991a80
   294    554  mov    ebp,ecx
   296    556  mov    r10d,r9d
   299    559  jmp    0x7f3630ee04dc
   29e    55e  lea    r11,[r12+rbp*8]
   2a2    562  movabs r10,0x7f35bf000000
   2a9    569  
   2ac    56c  add    r10,rdi
   2af    56f  mov    r10,QWORD PTR [r10+0x70]
   2b3    573  mov    rbp,QWORD PTR [r10]
   2b6    576  mov    DWORD PTR [rsp],ecx
   2b9    579  mov    r10d,r9d
   2bc    57c  jmp    0x7f3630ee0527
   2be    57e  mov    DWORD PTR [rsp+0xc],ecx
   2c2    582  mov    DWORD PTR [rsp+0x8],r10d
   2c7    587  mov    QWORD PTR [rsp],r8
   2cb    58b  mov    rsi,r15
   2ce    58e  movabs r10,0x7f36460d3130
   2d5    595  
   2d8    598  call   r10
   2db    59b  mov    r8,QWORD PTR [rsp]
   2df    59f  mov    r10d,DWORD PTR [rsp+0x8]
   2e4    5a4  mov    ecx,DWORD PTR [rsp+0xc]
   2e8    5a8  jmp    0x7f3630ee035c
   2ed    5ad  mov    esi,0xffffff76
   2f2    5b2  mov    rbp,r11
   2f5    5b5  xchg   ax,ax
   2f7    5b7  call   0x7f3630991a80
   2fc    5bc  mov    esi,0xffffff5e
   301    5c1  xchg   ax,ax
   303    5c3  call   0x7f3630991a80
   308    5c8  mov    rsi,rax
   30b    5cb  add    rsp,0x50
   30f    5cf  pop    rbp
        ;   {runtime_call _rethrow_Java}
   310    5d0  jmp    0x7f3630a34400
   315    5d5  movabs r10,0x7f3630ee037d
   31c    5dc  
   31f    5df  mov    QWORD PTR [r15+0x358],r10
   326    5e6  jmp    0x7f3630990900
   32b    5eb  hlt
   32c    5ec  hlt
   32d    5ed  hlt
   32e    5ee  hlt
   32f    5ef  hlt
   330    5f0  hlt
   331    5f1  hlt
   332    5f2  hlt
   333    5f3  hlt
   334    5f4  hlt
   335    5f5  hlt
   336    5f6  hlt
   337    5f7  hlt
   338    5f8  hlt
   339    5f9  hlt
   33a    5fa  hlt
   33b    5fb  hlt
   33c    5fc  hlt
   33d    5fd  hlt
   33e    5fe  hlt
   33f    5ff  hlt
        [Stub Code]
        ;   {no_reloc}
   340    600  movabs rbx,0x0
   347    607  
   34a    60a  jmp    0x7f3630ee060a
   34f    60f  jmp    0x7f363099e200
        [Deopt Handler Code]
   354    614  call   0x7f3630ee0619
   359    619  sub    QWORD PTR [rsp],0x5
   35e    61e  jmp    0x7f3630991da0
   363    623  hlt
   364    624  hlt
   365    625  hlt
   366    626  hlt
   367    627  hlt
